// The client's pre-assessment answers as the provider reads them: each question of the form (in the form's
// order, with its title) beside the answer given. A yes/no answer that differs from the form's expectedAnswer
// is flagged, so what needs a clinician's attention stands out in a long questionnaire.

export type AnswerValue =
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'none' };

export type AnswerRow = { key: string; question: string; answer: AnswerValue; flagged: boolean };

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAnswer(value: unknown): AnswerValue {
  if (value === true) return { kind: 'yes' };
  if (value === false) return { kind: 'no' };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (typeof value === 'string') return value.trim() ? { kind: 'text', text: value } : { kind: 'none' };
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined && item !== '').map(String);
    return items.length > 0 ? { kind: 'list', items } : { kind: 'none' };
  }
  if (isObject(value)) return { kind: 'text', text: JSON.stringify(value) };
  return { kind: 'none' };
}

/** The order of the questions: the uiSchema's 'ui:order' (its '*' stands for the rest), then any others. */
function questionOrder(properties: JsonObject, uiSchema: unknown): string[] {
  const keys = Object.keys(properties);
  const wanted = isObject(uiSchema) && Array.isArray(uiSchema['ui:order']) ? uiSchema['ui:order'].filter((key): key is string => typeof key === 'string') : [];
  const rest = keys.filter((key) => !wanted.includes(key));
  const order = wanted.flatMap((key) => (key === '*' ? rest : keys.includes(key) ? [key] : []));
  return wanted.includes('*') ? order : [...order, ...rest];
}

/**
 * Rows for every question of the form (answered or not), then any answer the form no longer asks (an older
 * version's question), titled by its key. Unreadable schema or answers give what can be read, never a crash.
 */
export function answerRows(schema: unknown, uiSchema: unknown, answers: unknown): AnswerRow[] {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const given = isObject(answers) ? answers : {};
  const rows: AnswerRow[] = questionOrder(properties, uiSchema).map((key) => {
    const question = properties[key];
    const title = isObject(question) && typeof question.title === 'string' && question.title.trim() ? question.title : key;
    const expected = isObject(question) && typeof question.expectedAnswer === 'boolean' ? question.expectedAnswer : undefined;
    const value = given[key];
    return { key, question: title, answer: readAnswer(value), flagged: expected !== undefined && typeof value === 'boolean' && value !== expected };
  });
  for (const key of Object.keys(given)) {
    if (!(key in properties)) rows.push({ key, question: key, answer: readAnswer(given[key]), flagged: false });
  }
  return rows;
}
