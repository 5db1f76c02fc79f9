/** The modal keys of 북마크: a second press finds the dialog open (modal-store ignores it). */
export const BOOKMARK_DIALOG_KEY = 'bookmark';
export const BOOKMARK_REMOVE_KEY = 'bookmark-remove';
