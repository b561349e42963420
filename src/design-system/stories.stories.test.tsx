import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import preview from '../../.storybook/preview';
import './testing/jsdom-polyfills';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('/src/**/*.stories.tsx', { eager: true });

// jsdom lays nothing out and computes no colours, so axe's colour-contrast rule cannot give a
// true answer here; it is the one rule turned off. The Playwright + axe run checks contrast.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function seriousViolations() {
  const { violations } = await axe.run(document.body, axeOptions);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

// A component lives in `Name/Name.tsx`; each such folder must bring stories.
const components = Object.keys(import.meta.glob('./*/*.tsx')).filter((path) => /^\.\/(\w+)\/\1\.tsx$/.test(path));

test.each(components)('%s has stories', (path) => {
  expect(Object.keys(modules)).toContain(`/src/design-system/${path.slice(2).replace(/\.tsx$/, '.stories.tsx')}`);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  // Typed loosely, since the glob cannot know each module's story names.
  const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];

  test('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  test.each(stories)('%s renders, plays and passes axe', async (_name, Story) => {
    await Story.run();
    expect(await seriousViolations()).toEqual([]);
  });
});
