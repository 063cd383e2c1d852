import { FREE_TEXT_HINT, REMOVED_SYMBOLS_HINT, freeTextWillChange } from '@charter/shared';

// The hint sits under the box, where the eye goes after typing, like the field's error below it.
const UNDER_THE_FIELD: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * Props for a box of free text the server cleans (ADR 0045): the shared hint, always, under it.
 * A message body keeps its line breaks, so it only names the symbols removed. A field's own
 * description, if it has one, comes first.
 */
export const freeTextHint = (kind: 'text' | 'message' = 'text', description?: string) => {
  const hint = kind === 'message' ? REMOVED_SYMBOLS_HINT : FREE_TEXT_HINT;
  return { description: description ? `${description}. ${hint}` : hint, inputWrapperOrder: UNDER_THE_FIELD };
};

/**
 * Props for a one-line field the server cleans (a name, an address, a reference): the hint shows
 * once what is typed holds something saving would remove, so names do not all carry a warning.
 */
export const freeTextHintWhenNeeded = (value: string | null | undefined, description?: string) =>
  value && freeTextWillChange(value) ? { description: REMOVED_SYMBOLS_HINT, inputWrapperOrder: UNDER_THE_FIELD } : { description };
