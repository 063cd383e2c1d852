// Mantine's PostCSS preset: light-dark(), rem() and the breakpoint mixins used in our CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
