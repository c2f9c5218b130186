import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { Carousel } from './carousel';

const slides = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: String(index), content: <a href={`/slide/${index + 1}`}>Slide {index + 1}</a> }));

/** The number of the slide that is shown (the only one that is not inert). */
function shown(): string {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((group) => !group.hasAttribute('inert'));
  expect(visible).toHaveLength(1);
  return visible[0].getAttribute('aria-label') ?? '';
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves on after each slide's interval and starts over after the last", () => {
    renderWithApp(<Carousel label="Offers" slides={slides(3)} intervalFor={(index) => (index === 0 ? 8000 : 5000)} />);
    expect(screen.getByRole('region', { name: 'Offers' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('1 of 3');
  });

  it('pauses while hovered and while focused, and resumes afterwards', () => {
    renderWithApp(<Carousel label="Offers" slides={slides(3)} intervalFor={() => 5000} />);
    const region = screen.getByRole('region', { name: 'Offers' });

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('2 of 3');

    fireEvent.focus(screen.getByRole('link', { name: 'Slide 2' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('link', { name: 'Slide 2' }), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('3 of 3');
  });

  it('has labelled controls: pause and play, previous, next and one dot per slide', () => {
    renderWithApp(<Carousel label="Offers" slides={slides(3)} intervalFor={() => 5000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1 of 3' }));
    expect(shown()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' }).getAttribute('aria-current')).toBe('true');
    // Hidden slides are out of the tab order: only the shown one's link can be reached.
    expect(screen.getAllByRole('link').filter((link) => !link.closest('[inert]'))).toHaveLength(1);
  });

  it('shows no dots and no controls for a single slide, and never moves', () => {
    renderWithApp(<Carousel label="Offers" slides={slides(1)} intervalFor={() => 5000} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('1 of 1');
  });

  it('shows a counter instead of dots when there are many slides', () => {
    renderWithApp(<Carousel label="Offers" slides={slides(12)} intervalFor={() => 5000} />);
    expect(screen.queryByRole('button', { name: /Show slide/ })).toBeNull();
    expect(screen.getByText('1 / 12')).toBeTruthy();
  });
});
