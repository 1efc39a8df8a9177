// Loaded with `import()` by CaptchaField only: the widget (a web component with its proof-of-work
// workers) is for the registration and password reset forms, never an anonymous page's first view.
import 'altcha';
import 'altcha/i18n/pl';
