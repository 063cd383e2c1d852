import { expect, type Locator } from '@playwright/test';

/** A sector's or the quick quote's From or To field. */
export const placeField = (scope: Locator, label: 'From' | 'To') => scope.getByRole('textbox', { name: label, exact: true });

/**
 * Types into a place field and picks the place from the airport and town lookup, as a user does
 * with the field in view. The field is brought to the middle of the screen first: near an edge,
 * the list opens on whichever side has room and swaps sides when the page scrolls, so a click
 * that had to scroll the option into view could land where the option was a moment before.
 */
export async function choosePlace(scope: Locator, label: 'From' | 'To', text: string, option: RegExp) {
  const field = placeField(scope, label);
  await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await field.click();
  await field.fill(text);
  await scope.page().getByRole('option', { name: option }).first().click();
  await expect(field).toHaveValue(option);
}
