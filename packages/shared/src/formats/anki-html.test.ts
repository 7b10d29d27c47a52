import { describe, expect, it } from 'vitest';
import { decodeEntities, fieldToText, looksLikeHtml, stripTags, unwrapCloze } from './anki-html';

const text = (field: string) => fieldToText(field).text;

describe('fieldToText', () => {
  it('removes tags: meanings on lines of their own are joined with ", ", inline tags leave nothing', () => {
    expect(text('<b>cat</b>')).toBe('cat');
    expect(text('cat<br>dog')).toBe('cat, dog');
    expect(text('cat<BR/>dog')).toBe('cat, dog');
    expect(text('<div>cat</div><div>dog</div>')).toBe('cat, dog');
    expect(text('<span style="color: rgb(0, 0, 0);">ca</span>t')).toBe('cat');
    expect(text('<p>a</p><ul><li>b</li><li>c</li></ul>')).toBe('a, b, c');
    expect(text('<img src="cat.jpg">cat')).toBe('cat');
  });

  it('leaves no separator at the edges, between empty lines or after a comma already there', () => {
    expect(text('<br>cat<br><br>')).toBe('cat');
    expect(text('<div>кошка</div><div><br></div>')).toBe('кошка');
    expect(text('cat,<br> dog')).toBe('cat, dog');
    expect(text('to <b>run</b> <br> <i>to race</i>')).toBe('to run, to race');
    // A private-use character in the field is not taken for a line break.
    expect(text('a\uE000b')).toBe('ab');
  });

  it('keeps stress marks, written as the combining acute or as its entity', () => {
    expect(text('<b>молоко\u0301</b>[sound:moloko.mp3]')).toBe('молоко\u0301');
    expect(text('молоко&#769;<br>молочко&#x301;')).toBe('молоко\u0301, молочко\u0301');
  });

  it('drops the contents of script and style, and comments', () => {
    expect(text('<style>.x { color: red }</style>cat')).toBe('cat');
    expect(text('<SCRIPT type="x">alert(1)</Script >dog')).toBe('dog');
    expect(text('a<!-- hidden -->b')).toBe('ab');
    expect(text('a<!-- never closed')).toBe('a');
    expect(text('<script>never closed')).toBe('');
  });

  it('keeps a lone "<" as text and drops a tag that is never closed', () => {
    expect(text('1 < 2')).toBe('1 < 2');
    expect(text('cat <b')).toBe('cat');
  });

  it('decodes entities after removing tags, so encoded brackets stay text', () => {
    expect(text('&lt;b&gt;cat&lt;/b&gt;')).toBe('<b>cat</b>');
    expect(text('rock&amp;roll')).toBe('rock&roll');
    expect(text('caf&eacute; &#233; &#xE9; &#XE9;')).toBe('café é é é');
    expect(text('&laquo;кот&raquo; &mdash; &hellip;')).toBe('«кот» — …');
    expect(text('&unknown; &amp')).toBe('&unknown; &amp');
    expect(text('&#0; &#x110000; &#xD800;')).toBe('\uFFFD \uFFFD \uFFFD');
  });

  it('collapses whitespace, including non-breaking spaces, and removes invisible characters', () => {
    expect(text('  ice&nbsp;&nbsp;cream \n\t ')).toBe('ice cream');
    expect(text('ice\u00a0cream')).toBe('ice cream');
    expect(text('co\u200bat\u00ad\ufeff')).toBe('coat');
    expect(text('<div><br></div>')).toBe('');
  });

  it('removes [sound:…] references', () => {
    expect(text('dog[sound:dog.mp3]')).toBe('dog');
    expect(text('[sound:a b.mp3] собака [sound:c.ogg]')).toBe('собака');
    expect(text('[sound:never closed')).toBe('[sound:never closed');
  });

  it('unwraps cloze deletions and says so', () => {
    expect(fieldToText('The {{c1::cat}} sat')).toEqual({ text: 'The cat sat', cloze: true });
    expect(fieldToText('{{c1::cat::animal}} and {{c12::dog}}')).toEqual({ text: 'cat and dog', cloze: true });
    expect(fieldToText('{{c1::<b>cat</b>}}')).toEqual({ text: 'cat', cloze: true });
    expect(fieldToText('{{Front}}')).toEqual({ text: '{{Front}}', cloze: false });
    expect(fieldToText('{{c1::never closed')).toEqual({ text: '{{c1::never closed', cloze: false });
  });

  it('costs linear time on hostile input', () => {
    const hostile = '<script'.repeat(3000) + '{{c1::'.repeat(3000) + '<!--'.repeat(3000) + '&#1'.repeat(3000);
    const started = Date.now();
    fieldToText(hostile);
    fieldToText('<'.repeat(20_000));
    fieldToText('</'.repeat(10_000) + '<style>' + '</'.repeat(10_000));
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('the steps on their own', () => {
  it('stripTags, decodeEntities and unwrapCloze', () => {
    expect(stripTags('a<br>b<i>c</i>')).toBe('a bc');
    expect(stripTags('a<br>b', '|')).toBe('a|b');
    expect(decodeEntities('&AMP; &Amp;')).toBe('& &');
    expect(unwrapCloze('x {{c1::a::b}} y {{c2::c}}')).toBe('x a y c');
  });
});

describe('looksLikeHtml', () => {
  it('spots a tag or an entity, not a lone < or &', () => {
    expect(looksLikeHtml('dog&nbsp;')).toBe(true);
    expect(looksLikeHtml('<i>x</i>')).toBe(true);
    expect(looksLikeHtml('a < b & c')).toBe(false);
  });
});
