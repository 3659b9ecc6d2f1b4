// The No Show Tool (SPEC §2, decision 0020): the form, the explained answer, the user's kept predictions with their
// outcomes, and for admins the calibration.
import { Suspense, lazy, useRef, useState } from 'react';
import { ErrorBox, PageContainer, PageIntro, PageTitle, api, useMutation, type Prediction, type PredictionBody } from 'shared';
import { useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { MY_PREDICTIONS, MyPredictions } from '../my-predictions/my-predictions.tsx';
import { PredictionForm } from '../prediction-form/prediction-form.tsx';
import { PredictionResult } from '../result/prediction-result.tsx';

// Only admins see it: its code loads only for them.
const CalibrationView = lazy(() => import('../calibration/calibration-view.tsx').then((module) => ({ default: module.CalibrationView })));

export default function NoShowPage() {
  const text = messages.noshow;
  const admin = useAuthSession((session) => session.roles.includes('admin'));
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const [latest, setLatest] = useState<Prediction | null>(null);
  const predict = useMutation((body: PredictionBody) => api.post<Prediction>('noshow/predictions', body), {
    invalidates: [MY_PREDICTIONS],
    // The answer appears below the form: bring it into view and give it the focus, for a screen reader too.
    onSuccess: (prediction) => {
      setLatest(prediction);
      requestAnimationFrame(() => resultTitle.current?.focus());
    },
  });

  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <PredictionForm
        pending={predict.pending}
        onPredict={(body) => void predict.run(body)}
      />
      {predict.error && <ErrorBox requestId={predict.requestId}>{predict.error}</ErrorBox>}
      {latest && <PredictionResult prediction={latest} titleRef={resultTitle} />}
      <MyPredictions />
      {admin && (
        <Suspense fallback={null}>
          <CalibrationView />
        </Suspense>
      )}
    </PageContainer>
  );
}
