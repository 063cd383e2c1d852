import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// Deep night-sky navy for chrome and primary actions, a clear daytime blue for accents.
const navy: MantineColorsTuple = [
  '#eaf0f8',
  '#d3deee',
  '#a5bcdc',
  '#7498ca',
  '#4c7aba',
  '#3467b1',
  '#275dae',
  '#1b4c98',
  '#133f80',
  '#0b2545',
];
const sky: MantineColorsTuple = [
  '#e4f4ff',
  '#cfe6ff',
  '#9fcbfb',
  '#6baef7',
  '#4196f3',
  '#2787f2',
  '#137ff2',
  '#006cd8',
  '#0060c2',
  '#0052ac',
];

/** WCAG contrast ratio of white text on a background. */
const whiteContrast = (background: string) => 1.05 / (luminance(background) + 0.05);

/**
 * WCAG AA's 4.5:1 for every variant (ADR 0022). Light variants (badges, light buttons): Mantine's
 * text on its tint is 3.8:1 for green and 4.3:1 for teal; the palest tint under a darker shade-9
 * text is over 5:1 for every palette. Filled ones: white on green.8 is 3.4:1; such a background
 * darkens until white text reads.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!shades) return colors;
  if (input.variant === 'light') {
    const text = darken(shades[9], 0.25);
    return { ...colors, background: shades[0], hover: shades[1], color: text, hoverColor: text };
  }
  if (input.variant === 'filled' && colors.color === 'var(--mantine-color-white)' && parsed.value.startsWith('#')) {
    let background = parsed.value;
    for (let step = 0; step < 8 && whiteContrast(background) < 4.5; step += 1) background = darken(background, 0.08);
    if (background !== parsed.value) return { ...colors, background, hover: darken(background, 0.1) };
  }
  return colors;
};

export const theme = createTheme({
  // Someone who asked their system for less motion gets dialogs, menus and panels without it.
  respectReducedMotion: true,
  variantColorResolver,
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, sky },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs' } },
    // Mantine's X buttons have no name (axe: button-name, critical). Not "Close": several dialogs
    // also have a Close button, and the two must stay apart for screen readers and tests alike.
    Modal: {
      defaultProps: { radius: 'lg', closeButtonProps: { 'aria-label': 'Dismiss' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } }, styles: { title: { fontWeight: 700 } } },
    TextInput: { defaultProps: { radius: 'md' } },
    // Mantine mounts every closed dropdown (hidden) and positions it on the first commit: one forced
    // style and layout pass of the page per select, on the main thread, before anyone opens one.
    Combobox: { defaultProps: { keepMounted: false } },
    // The x of clearable selects and date fields has no name of its own (axe: button-name).
    InputClearButton: { defaultProps: { 'aria-label': 'Clear the field' } },
    PasswordInput: {
      // Mantine labels the eye button "Toggle password visibility", which getByLabel('Password') would also
      // match; a name without the word keeps every password field's label unique.
      defaultProps: { radius: 'md', visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    },
  },
});
