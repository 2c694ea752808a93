/**
 * The input options every ffprobe and ffmpeg run over an upload starts with. An upload is read
 * as the one container family editors may upload (the QuickTime/MP4 demuxer, which ffmpeg names
 * `mov,mp4,m4a,3gp,3g2,mj2`), never as whatever ffmpeg guesses from its bytes: a file that is
 * really an HLS playlist or a concat script would otherwise have ffmpeg open the files or
 * addresses it lists. Only the `file` protocol is allowed, for the upload and anything it could
 * name, and the path is given as a `file:` address so no part of it is read as another protocol.
 */
export const UPLOAD_DEMUXER = 'mov';

export function ffmpegInput(file: string): string[] {
  return ['-f', UPLOAD_DEMUXER, '-protocol_whitelist', 'file', '-i', `file:${file}`];
}
