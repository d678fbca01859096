import { JOURNEY_VERTICALS, VERTICAL_REGISTRY } from '@kavach/domain';
import { INSURANCE_FOR } from '@kavach/domain/constants/insurance-for';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stepTwoOptions } from '../shared/config/home-covers.ts';
import { HOME_COVERS, VERTICAL_FEATURES } from './verticals.ts';

// The registry names each vertical's pages (packages/domain); the features serve them at addresses of their own.
const routePaths = VERTICAL_FEATURES.flatMap((feature) => feature.routes.map((route) => route.path ?? ''));
const served = (pathname: string) => routePaths.some((path) => matchPath(path, pathname));

describe('the vertical features', () => {
  it.each(JOURNEY_VERTICALS)('serve %s’s page and its review, and take its payments back there', (vertical) => {
    const { page, reviewPath } = VERTICAL_REGISTRY[vertical];
    expect(routePaths).toContain(`/${page}`);
    expect(served(reviewPath)).toBe(true);
    expect(VERTICAL_FEATURES.map((feature) => feature.paymentPage)).toContain(`/${page}`);
  });

  it('give each address one route', () => {
    expect(routePaths.length).toBeGreaterThan(JOURNEY_VERTICALS.length);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it('link every home cover to a page they serve', () => {
    expect(HOME_COVERS.length).toBeGreaterThan(0);
    for (const cover of HOME_COVERS) expect(served(cover.to)).toBe(true);
  });

  it.each(INSURANCE_FOR)('offer the %s choice options on step two, each in a place of its own', (choice) => {
    const places = stepTwoOptions(HOME_COVERS, choice).map((option) => option.place);
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(places).size).toBe(places.length);
  });
});
