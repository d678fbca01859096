import type { InsuranceFor } from '@kavach/domain/constants/insurance-for';
import type { ParseKeys } from 'i18next';
import type { RouteObject } from 'react-router';

/** A text of the common catalogue (shared/i18n/locales): the home page and the health page both show a cover. */
type CommonKey = ParseKeys<'common'>;

/**
 * A cover the home page offers (docs/product/quotes.md §2): its card under "Insurance Solutions for Every Need", in
 * the order app/verticals.ts lists the features, and its option on step two for the choices it suits.
 */
export type HomeCover = {
  to: string;
  /** A small line icon's outline on a 48-unit grid (circles drawn as two arcs). */
  iconPath: string;
  card: { title: CommonKey; text: CommonKey; onClick?: () => void };
  stepTwo?: {
    choices: readonly InsuranceFor[];
    /** Its place among a choice's options: Life before Health, Bike before Car. */
    place: number;
    title: CommonKey;
    blurb: CommonKey;
    /** Choosing it removes any stored preQuoteDetails first (Life and Health). */
    clearsPreQuote: boolean;
  };
};

/**
 * What a vertical's feature adds to the app (app/verticals.ts lists them): its pages, at the addresses of the spec's
 * route table (docs/product/review-payment-term-bike.md §2.1), and the covers it offers at home. Read while the app
 * starts, so it imports its pages lazily and no zod.
 */
export type VerticalFeature = {
  /** Each page a lazily loaded chunk of its own (lazyPage). */
  routes: readonly RouteObject[];
  /** The page its journeys' payments return to, as {paymentPage}/{provider}/redirect. */
  paymentPage?: string;
  covers?: readonly HomeCover[];
};
