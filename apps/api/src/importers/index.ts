export { importCosing, type CosingImportOptions, type CosingImportSummary } from './cosing';
export { importObf, type ObfImportOptions, type ObfImportSummary } from './obf';
export { COSING_ATTRIBUTION, DATA_ATTRIBUTION, OBF_ATTRIBUTION, defaultSourceFiles, sharedDataDir } from './sources';
