// Async boundary: the federation runtime provides the shared singletons (react, i18n, query client...)
// before any module that imports them runs.
void import('./bootstrap');
