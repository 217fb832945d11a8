import { type FocusEvent, useEffect, useRef, useState } from "react";

interface SampleSound {
  /** This card's sound is on (one card at a time: the gallery keeps which). */
  soundOn: boolean;
  onSoundChange(on: boolean): void;
}

/**
 * How a sample roast plays. Hovering or keyboard focus plays it muted and leaving pauses it, as
 * the spec's gallery does; a click or tap on it turns its sound on (browsers allow sound only in
 * answer to one), later ones pause and play it. The speaker button turns the sound on or off
 * without pausing. Touch screens have no hover: a tap plays it with sound at once.
 */
export function useSamplePlayback({ soundOn, onSoundChange }: SampleSound) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  // Another card took the sound, or the speaker turned it off.
  useEffect(() => {
    if (video.current) video.current.muted = !soundOn;
  }, [soundOn]);

  const play = () => {
    const element = video.current;
    // play() rejects when a pause interrupts it (a quick hover): expected. A browser that refuses
    // sound outside a click gets the picture alone, and the speaker shows it muted.
    element?.play().catch((error: unknown) => {
      if (element.muted || (error as Error | null)?.name !== "NotAllowedError") return;
      element.muted = true;
      onSoundChange(false);
      element.play().catch(() => undefined);
    });
  };
  const pause = () => video.current?.pause();
  const playWithSound = () => {
    // Unmuted inside the click itself, before React re-renders: that is what lets it be heard.
    if (video.current) video.current.muted = false;
    onSoundChange(true);
    play();
  };

  return {
    video,
    playing,
    videoEvents: { onPlay: () => setPlaying(true), onPause: () => setPlaying(false) },
    /** On the whole card, so moving onto its speaker button neither leaves nor blurs it. */
    cardEvents: {
      onMouseEnter: play,
      onMouseLeave: pause,
      onFocus: play,
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) pause();
      },
    },
    onCardClick: () => {
      if (!soundOn) playWithSound();
      else if (video.current?.paused) play();
      else pause();
    },
    onSoundClick: () => {
      if (!soundOn) return playWithSound();
      if (video.current) video.current.muted = true;
      onSoundChange(false);
    },
  };
}
