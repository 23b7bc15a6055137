import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { useDataSaver } from '@/lib/data-saver';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from './icons';
import { adoptPlayingVideo, playVideo } from './video-player';

const frame = { position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' } as const;

/**
 * A YouTube video that costs nothing until asked for: a preview image (i.ytimg.com, lazy) under a link to
 * the video on YouTube; pressing it puts the privacy-enhanced player (youtube-nocookie.com) in its place,
 * playing (./video-player.ts). Before the app runs (a page the server drew), the boot script answers that
 * tap with the same function at once (vite.config.ts); the player goes into a slot React leaves as it
 * finds it, so the app taking the page over keeps the video playing, and the app's own card takes over a
 * video already playing in the server's card it draws again. Without JavaScript the link opens the video
 * on YouTube in a new tab. When the preview cannot load (offline), a neutral box with the title stands
 * in for it.
 */
export function LazyVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('content');
  const [previewFailed, setPreviewFailed] = useState(false);
  // Data saver: not even the preview picture until the video is asked for.
  const noPreview = useDataSaver() || previewFailed;
  const id = encodeURIComponent(videoId);
  const link = useRef<HTMLAnchorElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (link.current && slot.current) adoptPlayingVideo(link.current, slot.current);
  }, []);
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modified click) gets the video on YouTube itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (playVideo(event.currentTarget)) event.preventDefault();
  };

  return (
    <Box className="video-frame" sx={frame}>
      <ButtonBase
        ref={link}
        component="a"
        href={`https://www.youtube.com/watch?v=${id}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={play}
        data-video-id={id}
        data-player-title={t('video.frameTitle', { title })}
        aria-label={t('video.play', { title })}
        focusRipple
        sx={{ position: 'absolute', inset: 0, display: 'block', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
      >
        {noPreview ? (
          <Box
            data-testid="video-placeholder"
            sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.200', color: 'text.secondary' }}
          >
            <Typography component="span" sx={{ fontWeight: 600, textAlign: 'center' }}>
              {title}
            </Typography>
          </Box>
        ) : (
          <Box
            component="img"
            src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
            alt=""
            loading="lazy"
            decoding="async"
            width={480}
            height={360}
            onError={() => setPreviewFailed(true)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -50%)',
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'rgba(0, 0, 0, 0.65)',
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '& svg': { fontSize: 40 },
          }}
      >
          <PlayIcon />
        </Box>
      </ButtonBase>
      {/* The player's place: React neither compares nor changes what is put in it (./video-player.ts). */}
      <div ref={slot} className="video-player" data-video-player="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    </Box>
  );
}
