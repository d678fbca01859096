import { englishNamespace } from '../i18n/english-namespace.ts';
import en from './locales/en.json';

/** The KYC step's texts, shared by every vertical's proposal (docs/i18n.md), their English bundled with it. */
export const NS = englishNamespace('kyc', en);
