import { builtAfterSaleTexts } from './built-after-sale-texts';
import { builtSalesTexts } from './built-sales-texts';
import { fixedTexts } from './fixed-texts';
import { schemaTexts } from './schema-texts';
import { compileTemplate, kindsOf, templateOf, type ValueKind } from './templates';

// The domain's buyer-facing texts are their own English keys in locales/hi.json (docs/i18n.md): a fixed text as it
// is, a text built with values as its template ("Policy {{policy}} ends on {{date}}: …"). The lists are made from the
// domain's own constants and builders, so a text changed or added there is missing from the catalogue until written.

export type BuiltTemplate = readonly [key: string, kinds: Readonly<Record<string, ValueKind>>];

/**
 * The templates of the texts the domain builds, each once, the most particular (the most fixed text) first: what
 * built-templates.ts holds for the translator, which cannot afford to cut them from the builders on a phone.
 */
export function builtTemplates(): BuiltTemplate[] {
  return [...builtSalesTexts(), ...builtAfterSaleTexts()]
    .map((built): BuiltTemplate => [templateOf(built), kindsOf(built)])
    .filter(([key], i, all) => all.findIndex(([other]) => other === key) === i)
    .map((template) => ({ template, fixedLength: compileTemplate(...template).fixedLength }))
    .sort((a, b) => b.fixedLength - a.fixedLength)
    .map(({ template }) => template);
}

/** Every text the domain writes for a buyer, fixed ones and the templates of built ones: the catalogue's keys. */
export function domainTexts(): string[] {
  const built = builtTemplates().map((template) => compileTemplate(...template));
  // A schema's message with a value in it ("now 0%") is one of the templates.
  const schema = schemaTexts().filter((text) => !built.some((t) => t.pattern.test(text)));
  return [...new Set([...fixedTexts(), ...schema, ...built.map((t) => t.key)])];
}
