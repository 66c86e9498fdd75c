"use client";

import { useRef } from "react";
import type { ReactNode } from "react";

/**
 * A gallery picture and its full-size view. The view is a native <dialog>: with JavaScript it opens modal
 * (the browser keeps focus inside, Escape closes it, and focus returns to the picture that opened it); without
 * JavaScript the link's `#id` target shows the same element as an overlay through CSS `:target`.
 */
export function GalleryLightbox({
  id,
  label,
  closeLabel,
  thumbnail,
  children,
}: {
  id: string;
  /** The dialog's accessible name (the picture's title). */
  label: string;
  closeLabel: string;
  /** What the page shows in the grid (the opener link's content; it carries the picture's alt text). */
  thumbnail: ReactNode;
  /** The full-size picture. */
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <a
        href={`#${id}`}
        className="block rounded-lg"
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {thumbnail}
      </a>
      <dialog
        ref={dialog}
        id={id}
        aria-label={label}
        // A click on the dark backdrop (the dialog itself, outside the picture) closes it, as the × does.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="fixed inset-0 z-50 m-0 hidden h-full max-h-none w-full max-w-none items-center justify-center border-0 bg-black/80 p-6 target:flex open:flex backdrop:bg-transparent"
      >
        <a
          href="#"
          aria-label={closeLabel}
          onClick={(event) => {
            if (!dialog.current?.open) return;
            event.preventDefault();
            dialog.current.close();
          }}
          className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full text-2xl text-white"
        >
          ×
        </a>
        {children}
      </dialog>
    </>
  );
}
