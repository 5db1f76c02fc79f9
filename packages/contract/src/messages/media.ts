/** Korean texts of the media pipeline: why an upload was refused, why a transcode failed. */
export const mediaTexts = {
  /** Upload refusals, by the validation reason of @sogon/media. */
  rejected: {
    not_media: '오디오나 영상 파일이 아니에요. MP3, M4A, WAV, FLAC, MP4, MOV 같은 파일을 올려 주세요.',
    no_audio: '소리가 없는 파일이에요. 오디오 트랙이 있는 파일을 올려 주세요.',
    too_short: '1초보다 짧은 파일은 올릴 수 없어요.',
    too_long: '4시간보다 긴 파일은 올릴 수 없어요. 나누어 올려 주세요.',
    too_large: '파일이 너무 커요. 2GB 이하로 올려 주세요.',
  },
  failed: '변환하지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** The probe of an upload failed for reasons other than the file (timeout, crash). */
  probeUnavailable: '지금은 파일을 확인할 수 없어요. 잠시 후 다시 올려 주세요.',
  sourceMissing: '원본 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.',
  retrying: '변환 중 문제가 생겨 다시 시도하고 있어요.',
  notFailed: '실패한 작업만 다시 시도할 수 있어요.',
  processing: '아직 변환 중인 에피소드예요. 잠시 후 다시 시도해 주세요.',
  /** A paid episode too short for a preview (one segment). */
  noPreview: '미리듣기가 없는 짧은 에피소드예요. 구매하면 들을 수 있어요.',
} as const;

export type MediaRejection = keyof typeof mediaTexts.rejected;
