// The `video` family: video blocks (YouTube, Vimeo and the store's own files).
export { VideoView } from '../video/video-block.tsx';
