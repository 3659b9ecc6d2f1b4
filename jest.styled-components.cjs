// styled-components 6 ships CommonJS without an "exports" map; jest's ES-module mode then hands
// `import styled from 'styled-components'` the whole exports object instead of its default, and
// `styled.main` fails. This shim makes the default the `styled` function and keeps every named export
// visible to jest's CommonJS export detection. jest.preset.js maps it for every workspace.
const sc = require('./node_modules/styled-components/dist/styled-components.cjs.js');

module.exports = sc.default;
module.exports.ServerStyleSheet = sc.ServerStyleSheet;
module.exports.StyleSheetConsumer = sc.StyleSheetConsumer;
module.exports.StyleSheetContext = sc.StyleSheetContext;
module.exports.StyleSheetManager = sc.StyleSheetManager;
module.exports.ThemeConsumer = sc.ThemeConsumer;
module.exports.ThemeContext = sc.ThemeContext;
module.exports.ThemeProvider = sc.ThemeProvider;
module.exports.createGlobalStyle = sc.createGlobalStyle;
module.exports.createTheme = sc.createTheme;
module.exports.css = sc.css;
module.exports.isStyledComponent = sc.isStyledComponent;
module.exports.keyframes = sc.keyframes;
module.exports.styled = sc.styled;
module.exports.useTheme = sc.useTheme;
module.exports.version = sc.version;
module.exports.withTheme = sc.withTheme;
