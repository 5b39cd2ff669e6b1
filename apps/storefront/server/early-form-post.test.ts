import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { earlyFormPost } from './early-form-post.ts';

function call(method: string, path: string, contentType?: string) {
  const req = {
    method,
    path: path.split('?')[0],
    originalUrl: path,
    headers: contentType ? { 'content-type': contentType } : {},
  } as unknown as Request;
  const res = { setHeader: vi.fn(), redirect: vi.fn() };
  const next = vi.fn() as unknown as NextFunction;
  earlyFormPost(req, res as unknown as Response, next);
  return { res, next };
}

describe('a form posted before the page was interactive', () => {
  it('sends the visitor back to the same page with a GET, the body unread', () => {
    const { res, next } = call(
      'POST',
      '/sign-in?returnTo=%2Faccount-information',
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(res.redirect).toHaveBeenCalledWith(303, '/sign-in?returnTo=%2Faccount-information');
    expect(res.setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves pages, JSON calls and react-router data requests alone', () => {
    expect(call('GET', '/sign-in').next).toHaveBeenCalled();
    expect(call('POST', '/graphql', 'application/json').next).toHaveBeenCalled();
    expect(
      call('POST', '/checkout.data', 'application/x-www-form-urlencoded').next,
    ).toHaveBeenCalled();
  });
});
