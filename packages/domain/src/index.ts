// Everything the web app and the API must agree on (DESIGN §1).
export * from './constants/option';
export * from './constants/health';
export * from './constants/proposal';
export * from './constants/kyc';
export * from './constants/term';
export * from './constants/payment';
export * from './constants/bike';
export * from './storage-keys';
export * from './validation/messages';
export * from './validation/dates';
export * from './validation/age';
export * from './validation/fields';
export * from './validation/upload';
export * from './format/money';
export * from './api/error';
