import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import type { Option } from './option';

// Every option list the domain exports, found by name, so a new list is checked without anyone adding it here.
const exports = domain as Record<string, unknown>;
const lists = Object.entries(exports).flatMap(([name, value]) =>
  name.endsWith('_OPTIONS') && Array.isArray(value)
    ? [[name, value as readonly Option<string | number>[]] as const]
    : [],
);
/** A list's DEFAULT_ constant (DEFAULT_COVERAGE for COVERAGE_OPTIONS), when it names one of the list's values. */
const defaultConstant = (name: string, options: readonly Option<string | number>[]) => {
  const constant = exports[`DEFAULT_${name.slice(0, -'_OPTIONS'.length)}`];
  return options.some((o) => o.value === constant) ? constant : undefined;
};

it('finds the option lists and their defaults', () => {
  expect(lists.length).toBeGreaterThan(20);
  expect(lists.filter(([name, options]) => defaultConstant(name, options) !== undefined).length).toBeGreaterThan(4);
});

describe.each(lists)('%s', (name, options) => {
  it('offers at least two choices, each value and each label once', () => {
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    for (const o of options) expect(o.label.trim()).not.toBe('');
  });

  // docs/product/quotes.md §9: defaults are taken from the option lists, so the one marked must be the list's DEFAULT_
  // constant.
  it('marks at most one default, and that one is its DEFAULT_ constant when it has one', () => {
    const marked = options.filter((o) => o.is_default).map((o) => o.value);
    expect(marked.length).toBeLessThanOrEqual(1);
    const constant = defaultConstant(name, options);
    if (constant !== undefined) expect(marked).toEqual([constant]);
  });

  it('lists amounts from the smallest up', () => {
    const values = options.map((o) => o.value);
    if (values.every((v) => typeof v === 'number')) expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
