import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

// jsdom has no editing engine: execCommand is stood in for by one that records the command and
// does to the content what the browser would for bold.
let execCommand: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  execCommand = vi.fn((command: string) => {
    const area = screen.getByRole('textbox');
    if (command === 'bold') area.innerHTML = `<b>${area.innerHTML}</b>`;
    return true;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
});
afterEach(async () => {
  await i18n.changeLanguage('zh-TW');
});

describe('RichTextEditor', () => {
  it('runs a toolbar command on the content and hands the new HTML to onChange', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>hello</p>" onChange={onChange} />);
    const area = screen.getByRole('textbox');
    expect(area.innerHTML).toBe('<p>hello</p>');

    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(execCommand).toHaveBeenCalledWith('bold', false, undefined);
    expect(onChange).toHaveBeenLastCalledWith('<b><p>hello</p></b>');
  });

  it('hands typed content to onChange', () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="" onChange={onChange} />);
    const area = screen.getByRole('textbox');
    area.innerHTML = '<p>typed</p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('<p>typed</p>');
  });

  it('replaces its content when the value comes from outside (a loaded page), cleaned', () => {
    const { rerender } = render(<RichTextEditor value="<p>old</p>" onChange={() => {}} />);
    rerender(<RichTextEditor value={'<p>loaded</p><img src="x" onerror="alert(1)">'} onChange={() => {}} />);
    const area = screen.getByRole('textbox');
    expect(area.innerHTML).toContain('<p>loaded</p>');
    expect(area.innerHTML).not.toContain('onerror');
  });
});
