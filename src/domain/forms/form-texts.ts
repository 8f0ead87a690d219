// A form's words in another language (issue 13: the questionnaire is never mixed-language). The form version's
// schema and uiSchema keep one structure (types, limits, expected answers, order) in the business's source
// language; a translation only replaces its texts, named by JSON pointer into { schema, uiSchema }:
// '/schema/properties/age/title', '/schema/properties/sex/enumNames/1', '/uiSchema/medications/ui:placeholder'.
// A pointer that does not lead to a text of the form is ignored, so a translation can never change what is asked.

/** Texts by JSON pointer into `{ schema, uiSchema }`. */
export type FormTexts = Readonly<Record<string, string>>;

export type FormDocument = { readonly schema: unknown; readonly uiSchema: unknown };

/** The keys whose string values a person reads: JSON Schema's and rjsf's titles, descriptions, options and hints. */
const TEXT_KEYS: ReadonlySet<string> = new Set(['title', 'description', 'ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);
/** Arrays of option labels (rjsf's enumNames), translated item by item. */
const TEXT_LIST_KEYS: ReadonlySet<string> = new Set(['enumNames', 'ui:enumNames']);

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

function collect(node: unknown, pointer: string, out: Map<string, string>): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collect(item, `${pointer}/${index}`, out));
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (TEXT_KEYS.has(key) && typeof value === 'string') out.set(at, value);
    else if (TEXT_LIST_KEYS.has(key) && Array.isArray(value)) value.forEach((item, index) => typeof item === 'string' && out.set(`${at}/${index}`, item));
    else collect(value, at, out);
  }
}

/** Every text of a form version with its pointer, in document order: what a complete translation provides. */
export function formTexts(document: FormDocument): Map<string, string> {
  const out = new Map<string, string>();
  collect(document.schema, '/schema', out);
  collect(document.uiSchema, '/uiSchema', out);
  return out;
}

/** The form version with its texts in another language; texts the translation lacks stay as written (the fallback). */
export function translateForm<D extends FormDocument>(document: D, texts: FormTexts): D {
  const known = formTexts(document);
  const copy = structuredClone({ schema: document.schema, uiSchema: document.uiSchema }) as Json;
  for (const [pointer, text] of Object.entries(texts)) {
    if (!known.has(pointer) || typeof text !== 'string' || text.trim() === '') continue;
    const parts = pointer.split('/').slice(1).map(unescape);
    const last = parts.pop();
    let parent: unknown = copy;
    for (const part of parts) parent = Array.isArray(parent) ? parent[Number(part)] : isRecord(parent) ? parent[part] : undefined;
    if (last === undefined) continue;
    if (Array.isArray(parent)) parent[Number(last)] = text;
    else if (isRecord(parent)) parent[last] = text;
  }
  return { ...document, schema: copy['schema'], uiSchema: copy['uiSchema'] };
}
