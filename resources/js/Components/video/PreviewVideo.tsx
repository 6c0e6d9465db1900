import type { InlinePreview } from './useInlinePreview';

/**
 * A card's hover preview over its thumbnail, which stays in sight until frames play. It sits
 * in the thumbnail's frame (a `group` that zooms its picture on hover) and zooms with it.
 */
export default function PreviewVideo({
    preview,
    fit = 'cover',
}: {
    preview: InlinePreview;
    /** As the thumbnail under it: cropped to the frame, or whole (a blip's vertical picture). */
    fit?: 'cover' | 'contain';
}) {
    const { bindVideo, position } = preview;

    return (
        <video
            ref={bindVideo}
            muted
            playsInline
            disablePictureInPicture
            disableRemotePlayback
            aria-hidden="true"
            data-testid="inline-preview"
            className={`absolute inset-0 size-full bg-black transition duration-200 group-hover:scale-105 motion-reduce:transition-none ${fit === 'contain' ? 'object-contain' : 'object-cover'} ${position === null ? 'opacity-0' : 'opacity-100'}`}
        />
    );
}
