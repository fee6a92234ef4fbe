/** Cadeau's green (Material green 800 family) as antd's seed: antd derives hover, active and dark shades. */
export const brandTokens = {
  colorPrimary: '#2e7d32',
  colorInfo: '#2e7d32',
  colorLink: '#2e7d32',
  borderRadius: 6,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
