/**
 * Held-out questions: sets written by people who had not read the reader (briefed with the
 * service's spec and its users' jobs only), each question with what a careful analyst takes it
 * to mean. They are measured, never edited to fit the reader. A question is right when the
 * reader answers what was meant (the report, the dates, what was asked of it), asks back
 * where the set asks back, or refuses where the set refuses. A reading of a different question,
 * or an answer where a refusal was due, is confidently wrong: the worst outcome.
 */
import { readFileSync } from 'node:fs';
import { understand } from '../../../src/query/index.js';
import { resolveRange } from '../../../src/query/index.js';
import type { ParseResult, ReportQuery } from '../../../src/query/index.js';
import { reportDefinition } from '../../../src/query/catalog.js';
import { periodsOf } from '../../../src/reports/common.js';
import { SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES } from '../../../src/sandbox/catalog.js';
import { sandboxNames } from '../../../src/sandbox/names.js';

/** One question of a set, as its author wrote it (see the brief in each set's README). */
export interface HeldOutQuestion {
  q: string;
  expect: 'answer' | 'clarify' | 'refuse';
  report?: string | string[];
  /** Acceptable [first, last] days, inclusive; absent: the report's own default. */
  periods?: [string, string][];
  by?: string;
  group?: 'day' | 'week' | 'month';
  compare?: 'previous' | 'last-year';
  top?: number;
  property?: string[];
  discovery?: string[];
  type?: string;
  why?: string;
}

/** A set and the instant its author wrote it against (UTC, weeks from Sunday). */
export interface HeldOutSet {
  name: string;
  now: Date;
  questions: HeldOutQuestion[];
}

export const SETS: { name: string; file: string; now: string }[] = [
  { name: 'A', file: 'set-a.json', now: '2026-12-09T14:00:00Z' },
  { name: 'B', file: 'set-b.json', now: '2027-03-01T10:30:00Z' },
  { name: 'C', file: 'set-c.json', now: '2027-09-16T16:45:00Z' },
  { name: 'D', file: 'set-d.json', now: '2027-05-04T09:00:00Z' },
  { name: 'E', file: 'set-e.json', now: '2027-10-29T15:20:00Z' },
  { name: 'F', file: 'set-f.json', now: '2027-06-01T08:30:00Z' },
  { name: 'G', file: 'set-g.json', now: '2028-02-29T16:10:00Z' },
  { name: 'H', file: 'set-h.json', now: '2027-08-01T23:30:00Z' },
  { name: 'I', file: 'set-i.json', now: '2026-12-31T22:45:00Z' },
  { name: 'J', file: 'set-j.json', now: '2027-11-29T06:10:00Z' },
  { name: 'K', file: 'set-k.json', now: '2027-03-14T19:05:00Z' },
  { name: 'L', file: 'set-l.json', now: '2028-07-05T12:00:00Z' },
  { name: 'M', file: 'set-m.json', now: '2027-09-06T13:30:00Z' },
  { name: 'N', file: 'set-n.json', now: '2028-01-01T00:20:00Z' },
  { name: 'O', file: 'set-o.json', now: '2027-05-28T17:45:00Z' },
  { name: 'P', file: 'set-p.json', now: '2027-02-02T09:05:00Z' },
  { name: 'Q', file: 'set-q.json', now: '2027-10-14T11:20:00Z' },
  { name: 'R', file: 'set-r.json', now: '2028-04-15T21:40:00Z' },
  { name: 'S', file: 'set-s.json', now: '2027-06-30T16:00:00Z' },
  { name: 'T', file: 'set-t.json', now: '2026-11-02T08:15:00Z' },
  { name: 'U', file: 'set-u.json', now: '2027-12-24T10:00:00Z' },
  { name: 'V', file: 'set-v.json', now: '2028-03-05T15:30:00Z' },
  { name: 'W', file: 'set-w.json', now: '2027-07-05T07:40:00Z' },
  { name: 'X', file: 'set-x.json', now: '2028-11-23T14:00:00Z' },
  { name: 'Y', file: 'set-y.json', now: '2027-02-16T09:30:00Z' },
  { name: 'Z', file: 'set-z.json', now: '2028-05-31T16:20:00Z' },
  { name: 'AA', file: 'set-aa.json', now: '2027-04-11T13:05:00Z' },
  { name: 'AB', file: 'set-ab.json', now: '2029-10-01T08:50:00Z' },
  { name: 'AC', file: 'set-ac.json', now: '2028-12-26T17:40:00Z' },
  { name: 'AD', file: 'set-ad.json', now: '2027-08-31T06:10:00Z' },
  { name: 'AE', file: 'set-ae.json', now: '2027-01-01T09:15:00Z' },
  { name: 'AF', file: 'set-af.json', now: '2028-06-19T18:30:00Z' },
  { name: 'AG', file: 'set-ag.json', now: '2029-03-31T23:55:00Z' },
  { name: 'AH', file: 'set-ah.json', now: '2027-11-26T15:00:00Z' },
  { name: 'AI', file: 'set-ai.json', now: '2028-09-04T12:00:00Z' },
  { name: 'AJ', file: 'set-aj.json', now: '2028-01-31T20:15:00Z' },
  { name: 'AK', file: 'set-ak.json', now: '2027-04-30T23:30:00Z' },
  { name: 'AL', file: 'set-al.json', now: '2029-07-03T13:45:00Z' },
  { name: 'AM', file: 'set-am.json', now: '2027-07-31T22:10:00Z' },
  { name: 'AN', file: 'set-an.json', now: '2028-12-31T11:00:00Z' },
  { name: 'AO', file: 'set-ao.json', now: '2027-02-28T08:00:00Z' },
  { name: 'AP', file: 'set-ap.json', now: '2029-11-12T16:30:00Z' },
  { name: 'AQ', file: 'set-aq.json', now: '2028-03-01T03:00:00Z' },
  { name: 'AR', file: 'set-ar.json', now: '2028-05-26T13:00:00Z' },
  { name: 'AS', file: 'set-as.json', now: '2027-12-31T17:00:00Z' },
  { name: 'AT', file: 'set-at.json', now: '2029-04-02T09:00:00Z' },
  { name: 'AU', file: 'set-au.json', now: '2028-10-09T15:00:00Z' },
  { name: 'AV', file: 'set-av.json', now: '2029-01-15T14:00:00Z' },
  { name: 'AW', file: 'set-aw.json', now: '2028-08-31T20:00:00Z' },
  { name: 'AX', file: 'set-ax.json', now: '2027-06-13T10:00:00Z' },
  { name: 'AY', file: 'set-ay.json', now: '2029-09-03T16:00:00Z' },
  { name: 'AZ', file: 'set-az.json', now: '2029-06-01T07:30:00Z' },
  { name: 'BA', file: 'set-ba.json', now: '2028-11-14T11:00:00Z' },
  { name: 'BB', file: 'set-bb.json', now: '2027-03-31T15:00:00Z' },
  { name: 'BC', file: 'set-bc.json', now: '2029-02-20T10:00:00Z' },
  { name: 'BD', file: 'set-bd.json', now: '2028-07-16T09:00:00Z' },
  { name: 'BE', file: 'set-be.json', now: '2027-09-27T19:30:00Z' },
  { name: 'BF', file: 'set-bf.json', now: '2030-03-12T15:00:00Z' },
  { name: 'BG', file: 'set-bg.json', now: '2028-06-30T23:00:00Z' },
  { name: 'BH', file: 'set-bh.json', now: '2029-12-18T12:00:00Z' },
  { name: 'BI', file: 'set-bi.json', now: '2027-11-08T08:00:00Z' },
  { name: 'BJ', file: 'set-bj.json', now: '2030-08-05T17:30:00Z' },
  { name: 'BK', file: 'set-bk.json', now: '2029-05-08T13:00:00Z' },
  { name: 'BL', file: 'set-bl.json', now: '2028-09-19T16:45:00Z' },
  { name: 'BM', file: 'set-bm.json', now: '2030-01-01T02:30:00Z' },
  { name: 'BN', file: 'set-bn.json', now: '2028-03-22T10:15:00Z' },
  { name: 'BO', file: 'set-bo.json', now: '2029-07-24T15:00:00Z' },
  { name: 'BP', file: 'set-bp.json', now: '2027-04-03T09:20:00Z' },
  { name: 'BQ', file: 'set-bq.json', now: '2028-10-17T12:00:00Z' },
  { name: 'BR', file: 'set-br.json', now: '2030-04-25T11:00:00Z' },
  { name: 'BS', file: 'set-bs.json', now: '2029-03-01T00:05:00Z' },
  { name: 'BT', file: 'set-bt.json', now: '2028-12-31T18:00:00Z' },
  { name: 'BU', file: 'set-bu.json', now: '2027-08-15T12:00:00Z' },
  { name: 'BV', file: 'set-bv.json', now: '2031-06-10T09:00:00Z' },
  { name: 'BW', file: 'set-bw.json', now: '2029-11-23T15:00:00Z' },
  { name: 'BX', file: 'set-bx.json', now: '2030-08-31T23:55:00Z' },
  { name: 'BY', file: 'set-by.json', now: '2027-01-04T07:00:00Z' },
  { name: 'BZ', file: 'set-bz.json', now: '2028-06-15T12:00:00Z' },
  { name: 'CA', file: 'set-ca.json', now: '2029-09-03T10:00:00Z' },
  { name: 'CB', file: 'set-cb.json', now: '2031-02-28T16:00:00Z' },
  { name: 'CC', file: 'set-cc.json', now: '2028-11-08T13:00:00Z' },
  { name: 'CD', file: 'set-cd.json', now: '2030-03-19T09:00:00Z' },
  { name: 'CE', file: 'set-ce.json', now: '2027-07-12T15:00:00Z' },
  { name: 'CF', file: 'set-cf.json', now: '2029-12-28T18:00:00Z' },
  { name: 'CG', file: 'set-cg.json', now: '2031-10-01T08:00:00Z' },
  { name: 'CH', file: 'set-ch.json', now: '2030-03-12T15:40:00Z' },
  { name: 'CI', file: 'set-ci.json', now: '2027-11-26T13:15:00Z' },
  { name: 'CJ', file: 'set-cj.json', now: '2028-10-27T09:05:00Z' },
  { name: 'CK', file: 'set-ck.json', now: '2031-01-15T18:25:00Z' },
  { name: 'CL', file: 'set-cl.json', now: '2029-06-04T06:50:00Z' },
  { name: 'CM', file: 'set-cm.json', now: '2029-02-28T11:20:00Z' },
  { name: 'CN', file: 'set-cn.json', now: '2032-02-29T16:45:00Z' },
  { name: 'CO', file: 'set-co.json', now: '2027-12-31T19:30:00Z' },
  { name: 'CP', file: 'set-cp.json', now: '2030-07-01T07:05:00Z' },
  { name: 'CQ', file: 'set-cq.json', now: '2028-04-02T20:10:00Z' },
  { name: 'CR', file: 'set-cr.json', now: '2029-09-03T14:30:00Z' },
  { name: 'CS', file: 'set-cs.json', now: '2031-04-13T10:00:00Z' },
  { name: 'CT', file: 'set-ct.json', now: '2030-11-29T17:00:00Z' },
  { name: 'CU', file: 'set-cu.json', now: '2031-01-31T23:40:00Z' },
  { name: 'CV', file: 'set-cv.json', now: '2029-06-14T10:00:00Z' },
  { name: 'CW', file: 'set-cw.json', now: '2030-09-03T13:00:00Z' },
  { name: 'CX', file: 'set-cx.json', now: '2028-10-19T15:30:00Z' },
  { name: 'CY', file: 'set-cy.json', now: '2031-05-27T08:00:00Z' },
  { name: 'CZ', file: 'set-cz.json', now: '2029-12-31T18:00:00Z' },
  { name: 'DA', file: 'set-da.json', now: '2030-04-01T09:00:00Z' },
  { name: 'DB', file: 'set-db.json', now: '2028-01-02T12:00:00Z' },
  { name: 'DC', file: 'set-dc.json', now: '2031-08-15T16:00:00Z' },
  { name: 'DD', file: 'set-dd.json', now: '2032-03-10T14:00:00Z' },
  { name: 'DE', file: 'set-de.json', now: '2029-09-14T07:30:00Z' },
  { name: 'DF', file: 'set-df.json', now: '2031-10-07T12:00:00Z' },
  { name: 'DG', file: 'set-dg.json', now: '2030-06-20T15:45:00Z' },
  { name: 'DH', file: 'set-dh.json', now: '2031-03-03T10:00:00Z' },
  { name: 'DI', file: 'set-di.json', now: '2029-08-20T16:30:00Z' },
  { name: 'DJ', file: 'set-dj.json', now: '2030-12-01T09:00:00Z' },
  { name: 'DK', file: 'set-dk.json', now: '2028-05-15T14:00:00Z' },
  { name: 'DL', file: 'set-dl.json', now: '2032-07-06T11:00:00Z' },
  { name: 'DP', file: 'set-dp.json', now: '2029-11-01T08:30:00Z' },
  { name: 'DQ', file: 'set-dq.json', now: '2031-02-14T13:00:00Z' },
  { name: 'DR', file: 'set-dr.json', now: '2030-06-30T19:00:00Z' },
  { name: 'DS', file: 'set-ds.json', now: '2028-09-22T10:00:00Z' },
  { name: 'DT', file: 'set-dt.json', now: '2031-07-01T09:30:00Z' },
  { name: 'DV', file: 'set-dv.json', now: '2030-10-13T20:45:00Z' },
  { name: 'DW', file: 'set-dw.json', now: '2032-01-01T00:40:00Z' },
  { name: 'DY', file: 'set-dy.json', now: '2030-02-28T13:00:00Z' },
  { name: 'DZ', file: 'set-dz.json', now: '2031-03-09T10:00:00Z' },
  { name: 'ED', file: 'set-ed.json', now: '2031-11-28T17:00:00Z' },
  { name: 'EE', file: 'set-ee.json', now: '2032-05-31T09:00:00Z' },
  { name: 'EF', file: 'set-ef.json', now: '2031-03-17T14:00:00Z' },
  { name: 'EG', file: 'set-eg.json', now: '2029-08-08T10:00:00Z' },
  { name: 'EI', file: 'set-ei.json', now: '2034-01-01T00:30:00Z' },
  { name: 'EK', file: 'set-ek.json', now: '2033-07-22T09:30:00Z' },
  { name: 'EL', file: 'set-el.json', now: '2031-09-01T08:00:00Z' },
  { name: 'EM', file: 'set-em.json', now: '2029-12-26T18:00:00Z' },
  { name: 'EN', file: 'set-en.json', now: '2030-02-03T13:00:00Z' },
  { name: 'EO', file: 'set-eo.json', now: '2028-06-14T11:00:00Z' },
  { name: 'EP', file: 'set-ep.json', now: '2032-10-30T20:00:00Z' },
  { name: 'EQ', file: 'set-eq.json', now: '2029-03-01T07:00:00Z' },
  { name: 'ER', file: 'set-er.json', now: '2033-04-13T15:10:00Z' },
  { name: 'ES', file: 'set-es.json', now: '2030-05-27T10:00:00Z' },
  { name: 'ET', file: 'set-et.json', now: '2031-12-15T16:00:00Z' },
  { name: 'EU', file: 'set-eu.json', now: '2032-08-03T09:00:00Z' },
  { name: 'EV', file: 'set-ev.json', now: '2026-12-06T19:50:00Z' },
  { name: 'EW', file: 'set-ew.json', now: '2034-03-22T11:30:00Z' },
  { name: 'EX', file: 'set-ex.json', now: '2031-07-09T14:45:00Z' },
  { name: 'EY', file: 'set-ey.json', now: '2030-11-20T16:20:00Z' },
  { name: 'EZ', file: 'set-ez.json', now: '2033-10-02T08:15:00Z' },
  { name: 'FA', file: 'set-fa.json', now: '2031-05-14T13:40:00Z' },
  { name: 'FB', file: 'set-fb.json', now: '2032-01-20T10:10:00Z' },
  { name: 'FC', file: 'set-fc.json', now: '2029-06-27T17:05:00Z' },
  { name: 'FD', file: 'set-fd.json', now: '2030-09-09T12:30:00Z' },
  { name: 'FE', file: 'set-fe.json', now: '2029-05-17T21:40:00Z' },
  { name: 'FF', file: 'set-ff.json', now: '2028-10-09T15:05:00Z' },
  { name: 'FG', file: 'set-fg.json', now: '2029-07-02T13:15:00Z' },
  { name: 'FH', file: 'set-fh.json', now: '2027-03-23T10:00:00Z' },
  { name: 'FI', file: 'set-fi.json', now: '2028-08-14T16:30:00Z' },
  { name: 'FJ', file: 'set-fj.json', now: '2030-01-06T18:20:00Z' },
  { name: 'FK', file: 'set-fk.json', now: '2027-11-15T11:45:00Z' },
  { name: 'FL', file: 'set-fl.json', now: '2029-02-27T09:05:00Z' },
  { name: 'FM', file: 'set-fm.json', now: '2028-04-24T14:10:00Z' },
  { name: 'FN', file: 'set-fn.json', now: '2029-10-16T15:25:00Z' },
  { name: 'FO', file: 'set-fo.json', now: '2028-06-07T10:40:00Z' },
  { name: 'FP', file: 'set-fp.json', now: '2029-08-24T19:30:00Z' },
  { name: 'FQ', file: 'set-fq.json', now: '2030-03-12T08:20:00Z' },
  { name: 'FR', file: 'set-fr.json', now: '2029-03-19T09:30:00Z' },
  { name: 'FT', file: 'set-ft.json', now: '2031-11-04T11:00:00Z' },
  { name: 'FU', file: 'set-fu.json', now: '2028-08-28T16:40:00Z' },
  { name: 'FV', file: 'set-fv.json', now: '2031-06-18T07:15:00Z' },
  { name: 'FW', file: 'set-fw.json', now: '2029-11-05T16:00:00Z' },
  { name: 'FY', file: 'set-fy.json', now: '2030-08-12T13:30:00Z' },
  { name: 'GA', file: 'set-ga.json', now: '2033-02-09T15:00:00Z' },
  { name: 'GB', file: 'set-gb.json', now: '2031-12-29T20:00:00Z' },
  { name: 'GC', file: 'set-gc.json', now: '2030-05-18T11:00:00Z' },
  { name: 'GD', file: 'set-gd.json', now: '2032-09-22T14:30:00Z' },
  { name: 'GE', file: 'set-ge.json', now: '2031-01-08T10:00:00Z' },
  { name: 'GF', file: 'set-gf.json', now: '2033-07-01T15:30:00Z' },
  { name: 'GG', file: 'set-gg.json', now: '2029-05-16T15:45:00Z' },
  { name: 'GH', file: 'set-gh.json', now: '2032-03-24T13:20:00Z' },
  { name: 'GI', file: 'set-gi.json', now: '2032-11-15T08:40:00Z' },
  { name: 'GJ', file: 'set-gj.json', now: '2030-02-11T16:20:00Z' },
  { name: 'GK', file: 'set-gk.json', now: '2033-04-18T13:10:00Z' },
  { name: 'GL', file: 'set-gl.json', now: '2031-09-29T10:05:00Z' },
  { name: 'GM', file: 'set-gm.json', now: '2035-06-14T10:20:00Z' },
  { name: 'GN', file: 'set-gn.json', now: '2030-11-12T15:05:00Z' },
  { name: 'GO', file: 'set-go.json', now: '2034-09-18T08:45:00Z' },
  { name: 'GP', file: 'set-gp.json', now: '2035-02-27T19:30:00Z' },
  { name: 'GQ', file: 'set-gq.json', now: '2036-03-04T11:15:00Z' },
  { name: 'GR', file: 'set-gr.json', now: '2033-11-21T08:05:00Z' },
  { name: 'GS', file: 'set-gs.json', now: '2036-08-14T16:40:00Z' },
  { name: 'GT', file: 'set-gt.json', now: '2029-12-13T13:25:00Z' },
  { name: 'GU', file: 'set-gu.json', now: '2035-10-29T09:40:00Z' },
  { name: 'GV', file: 'set-gv.json', now: '2031-02-19T14:50:00Z' },
  { name: 'GW', file: 'set-gw.json', now: '2030-07-08T12:30:00Z' },
  { name: 'GX', file: 'set-gx.json', now: '2034-04-26T15:15:00Z' },
  { name: 'GY', file: 'set-gy.json', now: '2035-04-11T13:00:00Z' },
  { name: 'GZ', file: 'set-gz.json', now: '2034-06-27T16:00:00Z' },
  { name: 'HA', file: 'set-ha.json', now: '2036-01-08T09:30:00Z' },
  { name: 'HB', file: 'set-hb.json', now: '2035-08-31T18:00:00Z' },
  { name: 'HC', file: 'set-hc.json', now: '2033-03-14T10:00:00Z' },
  { name: 'HD', file: 'set-hd.json', now: '2036-02-29T12:00:00Z' },
  { name: 'HE', file: 'set-he.json', now: '2034-10-20T14:00:00Z' },
  { name: 'HF', file: 'set-hf.json', now: '2035-01-22T09:15:00Z' },
  { name: 'HH', file: 'set-hh.json', now: '2032-10-13T11:00:00Z' },
  { name: 'HI', file: 'set-hi.json', now: '2035-05-16T14:30:00Z' },
  { name: 'HJ', file: 'set-hj.json', now: '2033-06-09T08:00:00Z' },
  { name: 'HK', file: 'set-hk.json', now: '2036-11-18T10:40:00Z' },
  { name: 'HL', file: 'set-hl.json', now: '2032-12-04T16:00:00Z' },
  { name: 'HN', file: 'set-hn.json', now: '2033-01-12T09:00:00Z' },
  { name: 'HO', file: 'set-ho.json', now: '2034-05-01T08:10:00Z' },
  { name: 'HP', file: 'set-hp.json', now: '2031-08-27T15:25:00Z' },
  { name: 'HQ', file: 'set-hq.json', now: '2033-03-02T14:00:00Z' },
  { name: 'HR', file: 'set-hr.json', now: '2036-06-23T10:00:00Z' },
  { name: 'HS', file: 'set-hs.json', now: '2035-12-11T14:20:00Z' },
  { name: 'HT', file: 'set-ht.json', now: '2030-10-06T19:40:00Z' },
  { name: 'HU', file: 'set-hu.json', now: '2029-04-13T17:05:00Z' },
  { name: 'HV', file: 'set-hv.json', now: '2031-07-20T08:30:00Z' },
  { name: 'HW', file: 'set-hw.json', now: '2034-02-28T12:00:00Z' },
  { name: 'HX', file: 'set-hx.json', now: '2032-06-25T16:45:00Z' },
  { name: 'HY', file: 'set-hy.json', now: '2035-11-26T10:00:00Z' },
  { name: 'HZ', file: 'set-hz.json', now: '2033-09-07T13:30:00Z' },
  { name: 'IA', file: 'set-ia.json', now: '2029-08-22T11:10:00Z' },
  { name: 'IB', file: 'set-ib.json', now: '2031-12-22T15:30:00Z' },
  { name: 'IC', file: 'set-ic.json', now: '2034-07-05T13:20:00Z' },
  { name: 'ID', file: 'set-id.json', now: '2030-03-27T14:40:00Z' },
  { name: 'IE', file: 'set-ie.json', now: '2032-10-18T12:15:00Z' },
  { name: 'IF', file: 'set-if.json', now: '2035-05-02T19:30:00Z' },
  { name: 'IG', file: 'set-ig.json', now: '2031-06-13T17:20:00Z' },
  { name: 'IH', file: 'set-ih.json', now: '2036-09-05T14:05:00Z' },
  { name: 'II', file: 'set-ii.json', now: '2033-01-26T15:00:00Z' },
  { name: 'IJ', file: 'set-ij.json', now: '2032-04-07T13:10:00Z' },
  { name: 'IK', file: 'set-ik.json', now: '2035-08-17T18:45:00Z' },
  { name: 'IL', file: 'set-il.json', now: '2029-12-10T14:50:00Z' },
  { name: 'IM', file: 'set-im.json', now: '2030-11-26T16:20:00Z' },
  { name: 'IN', file: 'set-in.json', now: '2033-05-23T13:40:00Z' },
  { name: 'IO', file: 'set-io.json', now: '2031-02-20T15:10:00Z' },
  { name: 'IP', file: 'set-ip.json', now: '2032-07-14T14:30:00Z' },
  { name: 'IQ', file: 'set-iq.json', now: '2034-10-30T13:15:00Z' },
  { name: 'IR', file: 'set-ir.json', now: '2029-03-22T15:45:00Z' },
  { name: 'IS', file: 'set-is.json', now: '2033-12-28T14:20:00Z' },
  { name: 'IT', file: 'set-it.json', now: '2030-06-03T12:50:00Z' },
  { name: 'IU', file: 'set-iu.json', now: '2035-01-15T16:40:00Z' },
  { name: 'IV', file: 'set-iv.json', now: '2031-09-03T13:30:00Z' },
  { name: 'IW', file: 'set-iw.json', now: '2036-04-14T15:00:00Z' },
  { name: 'IX', file: 'set-ix.json', now: '2028-11-15T16:45:00Z' },
  { name: 'IY', file: 'set-iy.json', now: '2032-02-09T15:25:00Z' },
  { name: 'IZ', file: 'set-iz.json', now: '2034-05-31T14:10:00Z' },
  { name: 'JA', file: 'set-ja.json', now: '2029-10-19T19:05:00Z' },
  { name: 'JB', file: 'set-jb.json', now: '2030-02-14T15:30:00Z' },
  { name: 'JC', file: 'set-jc.json', now: '2033-07-05T14:00:00Z' },
  { name: 'JD', file: 'set-jd.json', now: '2029-09-27T18:20:00Z' },
  { name: 'JE', file: 'set-je.json', now: '2031-12-05T17:10:00Z' },
  { name: 'JF', file: 'set-jf.json', now: '2035-08-20T13:20:00Z' },
  { name: 'JG', file: 'set-jg.json', now: '2030-04-29T14:40:00Z' },
  { name: 'JH', file: 'set-jh.json', now: '2032-11-10T15:45:00Z' },
  { name: 'JI', file: 'set-ji.json', now: '2034-01-03T14:30:00Z' },
  { name: 'JJ', file: 'set-jj.json', now: '2031-06-19T16:00:00Z' },
  { name: 'JK', file: 'set-jk.json', now: '2029-05-14T13:10:00Z' },
  { name: 'JL', file: 'set-jl.json', now: '2036-10-08T17:30:00Z' },
  { name: 'JM', file: 'set-jm.json', now: '2033-03-17T15:00:00Z' },
];

export function loadSet(name: string): HeldOutSet {
  const s = SETS.find((x) => x.name === name);
  if (!s) throw new Error(`no held-out set ${name}`);
  const questions = JSON.parse(readFileSync(new URL(s.file, import.meta.url), 'utf8')) as HeldOutQuestion[];
  return { name, now: new Date(s.now), questions };
}

export type Outcome = 'right' | 'wrong' | 'refused' | 'asked' | 'answered';

export interface Verdict {
  q: string;
  outcome: Outcome;
  /** False for a right outcome; true where the reader answered a question other than the one meant. */
  confidentlyWrong: boolean;
  got: string;
  wanted: string;
}

/** Where a breakdown the set names is one the report shows under another name (a referral's country or location is its geo). */
function sameBreakdown(given: string, got: string | undefined, report: string): boolean {
  // "property type" is the breakdown the grammar writes "property-type".
  const wanted = given.replace(/ /g, '-');
  if (wanted === got || (wanted === 'type' && got === 'property-type')) return true;
  return report === 'referrals' && ['country', 'region', 'city', 'geo', 'location'].includes(wanted) && got === 'geo';
}

/** Where the type the set names is the one read: as the service spells it, or in plain words ("condo" is Condotel). */
function sameType(wanted: string | undefined, got: string | undefined): boolean {
  if (wanted === undefined || got === undefined) return wanted === got;
  const plain = (t: string) => t.toLowerCase().replace(/[^a-z]/g, '');
  return plain(got).includes(plain(wanted));
}

/** The ids and slugs of the names a set gives, by name or by slug (sets IM to IO name discoveries by slug). */
function namedIds(names: readonly string[] | undefined, of: readonly { id: string; slug: string; name: string }[]): string[][] {
  return (names ?? []).map((n) => {
    const found = of.find((x) => x.name.toLowerCase() === n.toLowerCase() || x.slug === n.toLowerCase());
    return found ? [found.id, found.slug] : [n];
  });
}

function sameNames(
  wanted: readonly string[] | undefined,
  got: readonly string[],
  of: readonly { id: string; slug: string; name: string }[],
): boolean {
  const ids = namedIds(wanted, of);
  return ids.length === got.length && ids.every((alternatives) => got.some((g) => alternatives.includes(g)));
}

function describe(result: ParseResult, now: Date): string {
  if (result.kind === 'error') return `refused (${result.error.code}): ${result.error.message}`;
  if (result.kind === 'clarify') return `asked: ${result.options.map((o) => o.command).join(' | ')}`;
  if (result.kind !== 'report') return result.kind;
  const q = result.query;
  const r = resolveRange(q, now);
  return [
    q.report,
    `${r.start}..${r.end}`,
    q.compare ? `vs ${q.compare}` : '',
    q.breakdown ? `by ${q.breakdown}` : '',
    q.grouping ? `by ${q.grouping.toLowerCase()}` : '',
    q.top ? `top ${q.top}` : '',
    q.propertyType ? `type ${q.propertyType}` : '',
    ...q.properties.map((p) => `property ${p}`),
    ...q.discoveries.map((d) => `discovery ${d}`),
  ]
    .filter(Boolean)
    .join(' ');
}

function wantedText(w: HeldOutQuestion): string {
  if (w.expect !== 'answer') return w.expect;
  return [
    [w.report].flat().join('|'),
    w.periods ? w.periods.map((p) => p.join('..')).join(' or ') : '(default)',
    w.compare ? `vs ${w.compare}` : '',
    w.by ? `by ${w.by}` : '',
    w.group ? `by ${w.group}` : '',
    w.top ? `top ${w.top}` : '',
    w.type ? `type ${w.type}` : '',
    ...(w.property ?? []).map((p) => `property ${p}`),
    ...(w.discovery ?? []).map((d) => `discovery ${d}`),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether a comparison the reader chose shows the same days as the one the set names: a year to date "vs previous" is
 * the same days a year before, as "vs last-year" is; a whole year's period before is the year before.
 */
function sameComparison(q: ReportQuery, wanted: 'previous' | 'last-year', now: Date): boolean {
  const days = (query: ReportQuery) => {
    const c = periodsOf(query, now, reportDefinition(query.report)?.lookAhead === true).comparison;
    return c ? `${c.start}..${c.end}` : null;
  };
  const got = days(q);
  return got !== null && got === days({ ...q, compare: wanted });
}

/** Whether a report reading answers the question the set means. */
function answers(w: HeldOutQuestion, result: Extract<ParseResult, { kind: 'report' }>, now: Date): boolean {
  const q = result.query;
  if (![w.report].flat().includes(q.report)) return false;
  if (w.periods) {
    const r = resolveRange(q, now);
    if (!w.periods.some(([start, end]) => start === r.start && end === r.end)) return false;
  }
  if (w.by ? !sameBreakdown(w.by, q.breakdown, q.report) : q.breakdown !== undefined) return false;
  if (w.group && q.grouping?.toLowerCase() !== w.group) return false;
  if (w.compare && (q.compare ?? 'previous') !== w.compare && !sameComparison(q, w.compare, now)) return false;
  if (w.top !== undefined && q.top !== w.top) return false;
  if (!sameType(w.type, q.propertyType)) return false;
  // Names set against each other ("harbor view vs seaside grand signups") are answered by the breakdown the set asks
  // for, narrowed to them: side by side. Authors who record the breakdown alone accept that (set CA says so of each).
  const sideBySide = (w.by === 'property' || w.by === 'discovery') && !w.property && !w.discovery && q.breakdown === w.by;
  if (sideBySide) return true;
  if (!sameNames(w.property, q.properties, SANDBOX_PROPERTIES)) return false;
  if (!sameNames(w.discovery, q.discoveries, SANDBOX_DISCOVERIES)) return false;
  return true;
}

export function judge(w: HeldOutQuestion, now: Date): Verdict {
  const { result } = understand(w.q, { now, timeZone: 'UTC', weekStartsOn: 'Sunday', names: sandboxNames() });
  const got = describe(result, now);
  const wanted = wantedText(w);
  const verdict = (outcome: Outcome, confidentlyWrong = false): Verdict => ({ q: w.q, outcome, confidentlyWrong, got, wanted });
  if (result.kind === 'report') {
    if (w.expect === 'answer') return answers(w, result, now) ? verdict('right') : verdict('wrong', true);
    return verdict('answered', true);
  }
  if (result.kind === 'clarify') return w.expect === 'clarify' ? verdict('right') : verdict('asked');
  return w.expect === 'refuse' ? verdict('right') : verdict('refused');
}

export interface Score {
  set: string;
  total: number;
  right: number;
  confidentlyWrong: number;
  verdicts: Verdict[];
}

export function scoreSet(set: HeldOutSet): Score {
  const verdicts = set.questions.map((w) => judge(w, set.now));
  return {
    set: set.name,
    total: verdicts.length,
    right: verdicts.filter((v) => v.outcome === 'right').length,
    confidentlyWrong: verdicts.filter((v) => v.confidentlyWrong).length,
    verdicts,
  };
}
