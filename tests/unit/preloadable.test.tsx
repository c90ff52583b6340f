import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/preloadable.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A chunk whose loading the test finishes (or fails) by hand. */
function chunk() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  let loads = 0;
  const load = () => {
    loads++;
    return new Promise<typeof Greeting>((resolve, reject) => ((finish = () => resolve(Greeting)), (fail = reject)));
  };
  return { load, finish: () => finish(), fail: (error: Error) => fail(error), loads: () => loads };
}

const shown = (Screen: React.ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('renders at once, without a fallback, once preloaded', async () => {
    const { load, finish, loads } = chunk();
    const Screen = preloadable(load);
    const loading = Screen.preload();
    finish();
    await loading;
    shown(Screen);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(loads()).toBe(1);
  });

  it('suspends when rendered first, then shows, loading its chunk once', async () => {
    const { load, finish, loads } = chunk();
    const Screen = preloadable(load);
    shown(Screen);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await Screen.preload();
    expect(loads()).toBe(1);
  });

  it('loads again after a failed load', async () => {
    const first = chunk();
    const Screen = preloadable(first.load);
    const failed = Screen.preload();
    first.fail(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const again = Screen.preload();
    first.finish();
    await again;
    expect(first.loads()).toBe(2);
  });
});
