// Loaded with `import()` only once a strength meter is used: zxcvbn and its Polish dictionary are
// hundreds of kilobytes, and no anonymous page's first view may carry them.
export { passwordStrength } from '@kwc/domain';
