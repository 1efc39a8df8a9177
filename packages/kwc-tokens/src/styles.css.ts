// The theme variables on :root and the global element styles. Published builds emit them in
// dist/index.css (`@kwc/tokens/styles.css`); in source mode this module is that import.
import './theme.css';
import './global.css';
