/** Element ids the layout's parts refer to across components (skip link, aria-controls). */
export const MAIN_CONTENT_ID = 'main-content';
export const DRAWER_ID = 'app-drawer';
export const HEADER_ID = 'app-header';
