/**
 * What a comment section shows before its chunk is there (part of commentTexts, comments.ts): in a
 * module of its own so an episode page carries these two texts, not the whole section's.
 */
export const commentHeadingTexts = {
  heading: '댓글',
  loading: '댓글을 불러오는 중…',
};
