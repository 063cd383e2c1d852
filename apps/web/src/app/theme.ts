import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
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
    Modal: { defaultProps: { radius: 'lg' }, styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    Drawer: { styles: { title: { fontWeight: 700 } } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: {
      // Mantine labels the eye button "Toggle password visibility", which getByLabel('Password') would also
      // match; a name without the word keeps every password field's label unique.
      defaultProps: { radius: 'md', visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    },
  },
});
