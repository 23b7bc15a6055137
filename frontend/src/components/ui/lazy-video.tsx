import { type MouseEvent, useState } from 'react';
import { useDataSaver } from '@/lib/data-saver';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from './icons';

const frame = { position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' } as const;

/**
 * A YouTube video that costs nothing until asked for: a preview image (i.ytimg.com, lazy) under a link to
 * the video on YouTube; once the app runs, pressing it puts the privacy-enhanced player
 * (youtube-nocookie.com) in its place, playing. Before that (a page the server drew, the app still on its
 * way) a tap shows that the video is coming and brings the app, which then plays it here (the boot
 * script, vite.config.ts); without JavaScript the link opens the video on YouTube in a new tab. When the preview cannot
 * load (offline), a neutral box with the title stands in for it.
 */
export function LazyVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('content');
  const [playing, setPlaying] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  // Data saver: not even the preview picture until the video is asked for.
  const noPreview = useDataSaver() || previewFailed;
  const id = encodeURIComponent(videoId);
  const play = (event: MouseEvent) => {
    // A new tab or window (a modified click) gets the video on YouTube itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };

  if (playing) {
    return (
      <Box sx={frame}>
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
          title={t('video.frameTitle', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }

  return (
    <ButtonBase
      component="a"
      href={`https://www.youtube.com/watch?v=${id}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={play}
      // Tapped before the app runs, the boot script holds the tap and gives it to the app (vite.config.ts).
      data-video-id={id}
      aria-label={t('video.play', { title })}
      focusRipple
      sx={{ ...frame, display: 'block', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
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
  );
}
