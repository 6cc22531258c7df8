import type { EmptyProps, SkeletonProps } from 'antd';
import { lazy, Suspense } from 'react';

// A list's loading and empty states. A page the server rendered with its data shows neither at
// first, so their code (Ant Design's Skeleton and Empty, ~6 kB on a phone) is fetched the first time
// one is needed rather than with the page (decisions/089). Rendered on the server, they are there in
// the HTML all the same: the server waits for every part of a page.
const AntSkeleton = lazy(() => import('antd/es/skeleton'));
const AntEmpty = lazy(() => import('antd/es/empty'));

export function LoadingSkeleton(props: SkeletonProps) {
  return (
    <Suspense fallback={null}>
      <AntSkeleton {...props} />
    </Suspense>
  );
}

export function EmptyState(props: EmptyProps) {
  return (
    <Suspense fallback={null}>
      <AntEmpty {...props} />
    </Suspense>
  );
}
