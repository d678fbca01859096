import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function PlanTabs() {
  const [active, setActive] = useState('must-haves');
  return (
    <Tabs
      label="Plan details"
      active={active}
      onChange={setActive}
      tabs={[
        { id: 'must-haves', label: 'Must Haves', panel: <p>Room rent waiver</p> },
        { id: 'covered', label: "What's Covered", panel: <p>Day-care treatment</p> },
        { id: 'claim', label: 'Claim Journey', panel: <p>Call the insurer</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs (the plan detail tabs)', () => {
  it('shows the chosen tab’s panel alone, named by its tab, and keeps only that tab in the tab order', () => {
    render(<PlanTabs />);
    expect(screen.getByRole('tablist', { name: 'Plan details' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Must Haves' }).textContent).toBe('Room rent waiver');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.click(tab('Claim Journey'));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Claim Journey' }).textContent).toBe('Call the insurer');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves to and shows the next tab with the arrow keys, wrapping at either end, and the first and last with Home and End', () => {
    render(<PlanTabs />);
    tab('Must Haves').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

    press('ArrowRight');
    expect(document.activeElement).toBe(tab("What's Covered"));
    expect(selectedTab()).toBe(tab("What's Covered"));
    expect(screen.getByRole('tabpanel').textContent).toBe('Day-care treatment');

    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Must Haves'));
    press('ArrowLeft');
    expect(selectedTab()).toBe(tab('Claim Journey'));
    press('Home');
    expect(document.activeElement).toBe(tab('Must Haves'));
    press('End');
    expect(document.activeElement).toBe(tab('Claim Journey'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Call the insurer');
  });
});
