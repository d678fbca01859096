import { builtAfterSaleTexts } from './built-after-sale-texts';
import { builtSalesTexts } from './built-sales-texts';
import { fixedTexts } from './fixed-texts';
import { schemaTexts } from './schema-texts';
import { domainTemplate, placeholdersOf, type DomainTemplate } from './templates';

// The domain's buyer-facing texts are their own English keys in locales/hi.json (docs/i18n.md): a fixed text as it
// is, a text built with values as its template ("Policy {{policy}} ends on {{date}}: …"). The lists are made from the
// domain's own constants and builders, so a text changed or added there is missing from the catalogue until written.

export { placeholdersOf };

let templates: readonly DomainTemplate[] | undefined;

/** The templates of the texts the domain builds, the most particular first (the most fixed text). */
function domainTemplates(): readonly DomainTemplate[] {
  templates ??= [...builtSalesTexts(), ...builtAfterSaleTexts()]
    .map(domainTemplate)
    .filter((t, i, all) => all.findIndex((o) => o.key === t.key) === i)
    .sort((a, b) => b.fixedLength - a.fixedLength);
  return templates;
}

/** Every text the domain writes for a buyer, fixed ones and the templates of built ones: the catalogue's keys. */
export function domainTexts(): string[] {
  const built = domainTemplates();
  // A schema's message with a value in it ("now 0%") is one of the templates.
  const schema = schemaTexts().filter((text) => !built.some((t) => t.pattern.test(text)));
  return [...new Set([...fixedTexts(), ...schema, ...built.map((t) => t.key)])];
}

/**
 * A text the domain wrote, in the catalogue's language: its entry when it is a fixed text; else, when one of the
 * domain's builders made it, its template's entry with the values put in (a value that is itself a domain text, or
 * a list of them, in the catalogue's language too: "The insurer asks for: Claim form, FIR."). As written otherwise.
 */
export function translateDomainText(text: string, catalogue: Readonly<Record<string, string>>): string {
  const whole = catalogue[text];
  if (whole) return whole;
  for (const template of domainTemplates()) {
    const translated = catalogue[template.key];
    const values = translated ? template.pattern.exec(text)?.groups : undefined;
    if (!translated || !values) continue;
    return translated.replace(/{{(\w+)}}/g, (_, name: string) => {
      const value = values[name] ?? '';
      return template.kinds[name] === 'text' ? translateValue(value, catalogue) : value;
    });
  }
  return text;
}

/** A value put into a template: a domain text translated, a list of them item by item, anything else as it is. */
function translateValue(value: string, catalogue: Readonly<Record<string, string>>): string {
  const translated = translateDomainText(value, catalogue);
  if (translated !== value || !value.includes(', ')) return translated;
  return value
    .split(', ')
    .map((item) => translateDomainText(item, catalogue))
    .join(', ');
}
