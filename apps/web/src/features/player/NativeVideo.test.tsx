import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NativeVideo } from './NativeVideo.tsx';

// jsdom has no media pipeline; the component calls load() when it detaches a source.
beforeAll(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

function setup() {
  const onNearlyDoneChange = vi.fn();
  render(<NativeVideo url="/media/demo.mp4" hls={false} onNearlyDoneChange={onNearlyDoneChange} />);
  const player = screen.getByTestId('video-player');
  const video = player.querySelector('video')!;
  return { player, video, onNearlyDoneChange };
}

function loadMetadata(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(video);
}

describe('NativeVideo', () => {
  it('sets the MP4 source directly (no hls.js)', () => {
    const { video } = setup();
    expect(video.getAttribute('src')).toBe('/media/demo.mp4');
  });

  it('reports the 90 % mark once the time passes it', () => {
    const { video, onNearlyDoneChange } = setup();
    loadMetadata(video, 20);
    Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 18.5 });
    fireEvent.timeUpdate(video);
    expect(onNearlyDoneChange).toHaveBeenLastCalledWith(true);
  });

  it('keyboard: m mutes, ↓ lowers the volume by 0.1, → seeks 5 s', () => {
    const { player, video } = setup();
    loadMetadata(video, 100);
    fireEvent.keyDown(player, { key: 'm' });
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'تشغيل الصوت' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(player, { key: 'ArrowDown' });
    expect(video.volume).toBeCloseTo(0.9);
    expect(video.muted).toBe(false);
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(5);
    fireEvent.keyDown(player, { key: 'ArrowRight', shiftKey: true });
    expect(video.currentTime).toBe(15);
  });

  it('a seek made before the metadata arrives is applied when it does', () => {
    const { player, video } = setup();
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(0);
    act(() => loadMetadata(video, 100));
    expect(video.currentTime).toBe(5);
  });

  it('offers the seven playback speeds and applies the chosen one', () => {
    const { video } = setup();
    const select = screen.getByLabelText('سرعة التشغيل');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => Number(option.value))).toEqual([
      0.5, 0.75, 1, 1.25, 1.5, 1.75, 2,
    ]);
    fireEvent.change(select, { target: { value: '1.5' } });
    expect(video.playbackRate).toBe(1.5);
  });
});
