import { useState } from "react";

const prompts = [
  "Never have I ever sung in the shower.",
  "Never have I ever missed a flight.",
  "Never have I ever eaten a whole pizza alone.",
  "Never have I ever fallen asleep at a party.",
  "Never have I ever lied about my age.",
  "Never have I ever sent a text to the wrong person.",
  "Never have I ever forgotten a friend's birthday.",
  "Never have I ever danced on a table.",
  "Never have I ever cried at a film.",
  "Never have I ever been on television.",
  "Never have I ever broken a bone.",
  "Never have I ever cooked for more than ten people.",
  "Never have I ever slept in a tent.",
  "Never have I ever run a marathon.",
  "Never have I ever dyed my hair.",
  "Never have I ever met a celebrity.",
  "Never have I ever gone skinny dipping.",
  "Never have I ever locked myself out.",
  "Never have I ever won a prize in a raffle.",
  "Never have I ever laughed at a funeral.",
];

export default function Prompt() {
  const [index, setIndex] = useState(0);
  return (
    <main>
      <h1>Never Have I Ever</h1>
      <p data-testid="prompt">{prompts[index]}</p>
      <button type="button" onClick={() => setIndex((index + 1) % prompts.length)}>
        Next
      </button>
    </main>
  );
}
