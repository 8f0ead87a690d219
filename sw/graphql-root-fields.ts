/**
 * The root field names of a GraphQL document's single query operation, read with a small tokenizer so the
 * service worker does not ship a GraphQL parser. Returns undefined when the answer is not certain (a mutation,
 * several operations, a fragment spread at the root, malformed text): the caller then does not cache.
 */
export function queryRootFields(document: string): string[] | undefined {
  const tokens = tokenize(document);
  if (!tokens) return undefined;
  let operationStart: number | undefined;
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '{') {
      if (depth === 0 && !isFragmentBody(tokens, i)) {
        if (operationStart !== undefined) return undefined;
        if (!isQueryOperation(tokens, i)) return undefined;
        operationStart = i;
      }
      depth++;
    } else if (token === '}') {
      depth--;
      if (depth < 0) return undefined;
    }
  }
  if (depth !== 0 || operationStart === undefined) return undefined;
  return fieldsOfSelection(tokens, operationStart);
}

const punctuation = new Set(['{', '}', '(', ')', ':', '@', '$', '!', '=', '[', ']', ',', '|', '&']);

function tokenize(text: string): string[] | undefined {
  const tokens: string[] = [];
  const pattern = /\s+|#[^\n\r]*|"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|\.\.\.|[_A-Za-z][_0-9A-Za-z]*|-?\d[\w.+-]*|[{}():@$!=[\],|&]/y;
  let index = 0;
  while (index < text.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) return undefined;
    const value = match[0];
    index += value.length;
    if (/^\s/.test(value) || value.startsWith('#')) continue;
    tokens.push(value.startsWith('"') ? '"' : value);
  }
  return tokens;
}

const definitionKeywords: ReadonlySet<string> = new Set(['query', 'mutation', 'subscription', 'fragment']);

/** The definition a top-level `{` opens: anonymous `{`, or `query|mutation|subscription [Name] [(vars)] [@dir]`. */
function definitionKeyword(tokens: string[], braceIndex: number): string | undefined {
  let parens = 0;
  for (let i = braceIndex - 1; i >= 0; i--) {
    const token = tokens[i] ?? '';
    if (token === ')') parens++;
    else if (token === '(') parens--;
    else if (parens === 0 && token === '}') return undefined;
    else if (parens === 0 && definitionKeywords.has(token) && tokens[i - 1] !== ':' && tokens[i - 1] !== '$') {
      return token;
    }
  }
  return undefined;
}

function isFragmentBody(tokens: string[], braceIndex: number): boolean {
  return definitionKeyword(tokens, braceIndex) === 'fragment';
}

function isQueryOperation(tokens: string[], braceIndex: number): boolean {
  const keyword = definitionKeyword(tokens, braceIndex);
  return keyword === 'query' || (keyword === undefined && (braceIndex === 0 || tokens[braceIndex - 1] === '}'));
}

function fieldsOfSelection(tokens: string[], openIndex: number): string[] | undefined {
  const fields: string[] = [];
  let i = openIndex + 1;
  while (tokens[i] !== '}') {
    const token = tokens[i];
    if (token === undefined || token === '...' || punctuation.has(token)) return undefined;
    // `alias: field` names the field after the colon.
    const isAlias = tokens[i + 1] === ':';
    const name = isAlias ? tokens[i + 2] : token;
    if (name === undefined || punctuation.has(name)) return undefined;
    fields.push(name);
    i += isAlias ? 3 : 1;
    // Skip arguments, directives and the field's own selection set.
    while (tokens[i] === '(' || tokens[i] === '@' || tokens[i] === '{') {
      if (tokens[i] === '@') {
        i += 2;
        continue;
      }
      const close = tokens[i] === '(' ? ')' : '}';
      const open = tokens[i];
      let depth = 0;
      do {
        if (tokens[i] === open) depth++;
        else if (tokens[i] === close) depth--;
        i++;
      } while (depth > 0 && i < tokens.length);
    }
  }
  return fields;
}
