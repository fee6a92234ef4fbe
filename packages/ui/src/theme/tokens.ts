/** Cadeau's green (Material green 800 family) as antd's seed: antd derives hover, active and dark shades. */
export const brandTokens = {
  colorPrimary: '#2e7d32',
  colorInfo: '#2e7d32',
  colorLink: '#2e7d32',
  borderRadius: 6,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/**
 * Tag text is the palette's 7th shade on its 1st: green 3.37:1, gold 2.76:1 (Approved, Pending), orange and cyan near
 * 3.4:1 in the light theme. Darker 7th shades keep the hue and reach 5:1 or more. antd keeps each shade under two
 * names (`green7` and `green-7`) and writes both into the one CSS variable --ant-green-7, the hyphenated one last:
 * both are set.
 */
const tagTextShades = Object.fromEntries(
  Object.entries({ green: '#2e7d32', gold: '#8d5a00', volcano: '#b3360b', orange: '#a34f00', cyan: '#006d70' }).flatMap(
    ([colour, shade]) => [
      [`${colour}7`, shade],
      [`${colour}-7`, shade],
    ],
  ),
);

/**
 * What the light theme changes of antd's derivation so that text reaches 4.5:1 and focus rings 3:1 (WCAG 1.4.3,
 * 1.4.11; issue 9 measured each with axe). The ratios are on white (colorBgContainer) and #f5f5f5 (colorBgLayout).
 */
const lightOverrides = {
  // The derived selected background was a grey green (#b3bdb1): the active menu item's green read 2.64:1 on it.
  colorPrimaryBg: '#e8f5e9',
  // antd draws every focus-visible outline in colorPrimaryBorder (derived #8ca38b, 2.72:1): the brand green, 5.1:1.
  colorPrimaryBorder: '#2e7d32',
  // #ff4d4f was 3.27:1 as text and under white text (red action buttons); Material red 700 is 4.98:1 both ways.
  colorError: '#d32f2f',
  // Hover darkens instead of lightening: under the pointer a primary or red button's white text read 4.2:1 (#498a4a)
  // and 3.7:1 (#e05a55).
  colorPrimaryHover: '#256a29',
  colorErrorHover: '#b71c1c',
  // Help texts under fields (0.45 black, 3.36:1) and a select's placeholder such as the organisation switcher's
  // (0.25 black, 1.8:1) are text a person has to read.
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  ...tagTextShades,
} as const;

/**
 * The dark theme's changes. antd's dark derivation darkens the seed green (#2a6d2e): right under white text on a
 * button, but 2.9:1 as text on #141414. Links, the active menu item and focus rings use a lighter green instead.
 */
const darkOverrides = {
  // Derived to #71ac73: 6.9:1 on #141414, 5.0:1 on the selected background #1c341d (was 2.92 and 2.13); hover
  // lighter rather than darker (the derived hover was #456546).
  colorLink: '#81c784',
  colorLinkHover: '#a5d6a7',
  // Focus rings (derived #1c341d, 1.37:1) in the same light green: 7.8:1.
  colorPrimaryBorder: '#66bb6a',
  // Error text (field errors, default red buttons) derived to #dc5e5e, 5.0:1 on #141414 (was #dc4446, 4.35:1).
  colorError: '#ff6b6b',
  // Help texts (0.45 white, 4.4:1 on black) and placeholders (0.25 white, 1.9:1), as in the light theme.
  colorTextDescription: 'rgba(255, 255, 255, 0.55)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
} as const;

/**
 * An open calendar (the kit's date fields, issue 23) writes the days of the months before and after, which can be
 * picked, in colorTextDisabled (0.25 black, 1.8:1; 0.25 white in dark mode): as readable as placeholders instead.
 * Days outside a field's min and max keep their grey band and not-allowed cursor.
 */
const lightComponents = {
  DatePicker: { colorTextDisabled: lightOverrides.colorTextPlaceholder },
} as const;

/**
 * A solid red button keeps dark text in dark mode: no red is both readable on #141414 and under white text.
 */
const darkComponents = {
  DatePicker: { colorTextDisabled: darkOverrides.colorTextPlaceholder },
  Button: {
    dangerColor: 'rgba(0, 0, 0, 0.88)',
    // A hovered default button takes colorPrimaryHover for its text (#256a29, 3.0:1 on #141414): the link green
    // instead, 9.5:1, the way links brighten under the pointer in dark mode.
    defaultHoverColor: '#81c784',
    defaultHoverBorderColor: '#81c784',
  },
} as const;

/** The antd theme configuration (tokens and component tokens) of a colour mode; the algorithm is added by the caller. */
export function themeTokens(dark: boolean) {
  return dark
    ? { token: { ...brandTokens, ...darkOverrides }, components: darkComponents }
    : { token: { ...brandTokens, ...lightOverrides }, components: lightComponents };
}
