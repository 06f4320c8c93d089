import { describe, expect, it } from 'vitest';
import { neutraliseCell, neutraliseRow } from './cells.ts';

describe('neutraliseCell', () => {
  it.each<[string, string]>([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['=1+1', "'=1+1"],
    ['+201012345678', "'+201012345678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    // the tab or carriage return is itself a place a reader may split
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', "'\r'=1+1"],
    ['\tabc', "'\tabc"],
    // a reader splitting on `,`, `;`, a tab or a line would start a cell there
    ["x;=cmd|' /C calc'!A0", "x;'=cmd|' /C calc'!A0"],
    ['a,+1', "a,'+1"],
    ['a\t@b', "a\t'@b"],
    ['a\n-b', "a\n'-b"],
    ['a;\t=b', "a;'\t'=b"],
    ['=a;=b', "'=a;'=b"],
    // elsewhere a formula sign is plain text
    ['a=b', 'a=b'],
    ['a; =b', 'a; =b'],
    ['1-2', '1-2'],
    [' =1', ' =1'],
    ['أحمد', 'أحمد'],
    ['01012345678', '01012345678'],
    ["'=already", "'=already"],
    ['', ''],
  ])('%j → %j', (text, written) => {
    expect(neutraliseCell(text)).toBe(written);
  });

  it('leaves numbers and empty cells of a row as they are', () => {
    expect(neutraliseRow(['=x', -3, null, undefined, 'ok'])).toEqual(["'=x", -3, null, undefined, 'ok']);
  });
});
