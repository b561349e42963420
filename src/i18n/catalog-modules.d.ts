/** The compiled catalogs vite.config.ts's `catalogs` plugin makes (decision 20). */
declare module 'virtual:catalog/*' {
  const catalog: import('../api/contract/i18n/compile').CompiledCatalog;
  export default catalog;
}

/** The file check's findings with figures, a catalog apart (vite.config.ts). */
declare module 'virtual:finding-catalog/*' {
  const catalog: import('../api/contract/i18n/compile').CompiledCatalog;
  export default catalog;
}

/** The staff screens' texts, English and German alone, a catalog apart (vite.config.ts). */
declare module 'virtual:staff-catalog/*' {
  const catalog: import('../api/contract/i18n/compile').CompiledCatalog;
  export default catalog;
}
