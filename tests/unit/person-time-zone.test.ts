import { describe, expect, test } from 'vitest';
import { personTimeZone } from '../../src/domain/validation/timezone.ts';

describe('personTimeZone', () => {
  test("the client's own zone when it is a real one", () => {
    expect(personTimeZone('Europe/Lisbon', 'America/New_York')).toBe('Europe/Lisbon');
  });
  test("the location's zone when the client has none or an unknown one", () => {
    expect(personTimeZone(null, 'America/New_York')).toBe('America/New_York');
    expect(personTimeZone('', 'America/New_York')).toBe('America/New_York');
    expect(personTimeZone('Mars/Olympus', 'America/New_York')).toBe('America/New_York');
  });
});
