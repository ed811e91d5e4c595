import { describe, expect, it } from 'vitest';
import type { InputBlock } from '../../src/render/block-kit.js';
import { toHtml } from '../../src/render/html.js';

/** The markup of one input block, without the fragment's wrapper and styles. */
const field = (b: InputBlock) => toHtml({ text: 'x', blocks: [b] }).split('\n')[2];
const label = (text: string) => ({ type: 'plain_text' as const, text });

describe("a form's field in the preview", () => {
  it('draws a menu with its label, the option chosen, (optional) and the hint, all escaped', () => {
    const option = { text: label('Sales "Q3"'), value: 's' };
    expect(
      field({
        type: 'input',
        label: label('Report & period'),
        optional: true,
        hint: label('Pick <one>'),
        element: { type: 'static_select', action_id: 'r', options: [option], initial_option: option },
      }),
    ).toBe(
      '<div class="rb-input"><label>Report &#38; period <span class="rb-optional">(optional)</span></label>' +
        '<div class="rb-control rb-menu">Sales &#34;Q3&#34;</div><div class="rb-hint">Pick &#60;one&#62;</div></div>',
    );
  });

  it('says "Choose an option" for a menu with nothing chosen, with no optional mark or hint', () => {
    expect(field({ type: 'input', label: label('Report'), element: { type: 'static_select', action_id: 'r', options: [] } })).toBe(
      '<div class="rb-input"><label>Report</label><div class="rb-control rb-menu">Choose an option</div></div>',
    );
  });

  it('shows a text box as typed, else its placeholder, else empty, and not as a menu', () => {
    const box = (element: Partial<Extract<InputBlock['element'], { type: 'plain_text_input' }>>) =>
      field({ type: 'input', label: label('Name'), element: { type: 'plain_text_input', action_id: 'n', ...element } });
    expect(box({ initial_value: 'Weekly <b>', placeholder: label('e.g. weekly') })).toBe(
      '<div class="rb-input"><label>Name</label><div class="rb-control">Weekly &#60;b&#62;</div></div>',
    );
    expect(box({ placeholder: label('e.g. weekly') })).toBe(
      '<div class="rb-input"><label>Name</label><div class="rb-control">e.g. weekly</div></div>',
    );
    expect(box({})).toBe('<div class="rb-input"><label>Name</label><div class="rb-control"></div></div>');
  });

  it('draws a time picker as a menu, with its time or "Choose a time"', () => {
    const time = (initial_time?: string) =>
      field({ type: 'input', label: label('At'), element: { type: 'timepicker', action_id: 't', ...(initial_time ? { initial_time } : {}) } });
    expect(time('09:30')).toBe('<div class="rb-input"><label>At</label><div class="rb-control rb-menu">09:30</div></div>');
    expect(time()).toBe('<div class="rb-input"><label>At</label><div class="rb-control rb-menu">Choose a time</div></div>');
  });

  it('draws a channel picker as a menu, with #channel or "This conversation"', () => {
    const channel = (initial_conversation?: string) =>
      field({
        type: 'input',
        label: label('Post to'),
        element: { type: 'conversations_select', action_id: 'c', ...(initial_conversation ? { initial_conversation } : {}) },
      });
    expect(channel('C0123')).toBe('<div class="rb-input"><label>Post to</label><div class="rb-control rb-menu">#C0123</div></div>');
    expect(channel()).toBe('<div class="rb-input"><label>Post to</label><div class="rb-control rb-menu">This conversation</div></div>');
  });
});
