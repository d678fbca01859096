import { BUILT_TEMPLATES } from './built-templates';
import { compileTemplate, type DomainTemplate } from './templates';

// Translates the texts the domain writes (docs/i18n.md). Its templates come ready from built-templates.ts, written
// from the builders (domain-text-list.ts): cutting them there took a phone two thirds of a second on a Hindi page.

export { placeholdersOf } from './templates';

let templates: readonly DomainTemplate[] | undefined;
const domainTemplates = () => (templates ??= BUILT_TEMPLATES.map(([key, kinds]) => compileTemplate(key, kinds)));

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
