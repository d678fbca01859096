import { describe, expect, it } from 'vitest';
import { languageOf } from './languages';

describe('languageOf', () => {
  it('reads the first tag Kavach speaks, region and quality aside', () => {
    expect(languageOf('hi')).toBe('hi');
    expect(languageOf('hi-IN,en;q=0.8')).toBe('hi');
    expect(languageOf('mr-IN, hi;q=0.9, en;q=0.5')).toBe('hi');
    expect(languageOf('EN-gb')).toBe('en');
  });

  it('falls back to English for none, garbage or a language not spoken', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('ta-IN')).toBe('en');
    expect(languageOf(';;,,')).toBe('en');
  });
});
