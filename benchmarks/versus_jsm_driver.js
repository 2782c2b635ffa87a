// Plays boards given on stdin with JSMinesweeper's solver (from a checkout
// whose path is argv[2]) and writes one JSON line per board on stdout.
//
// Used by benchmarks/versus_jsm.py; JSMinesweeper's code is read from the
// checkout at run time, never copied here. Its client scripts are loaded into
// one vm context with stubs for the few page globals they read (the page's
// main.js is not loaded), and each game is played as its own bulkRun does:
// no flags, full probability engine, advanced guessing; the first action of
// each reply is played, then the further ones only while they are certain.
//
// Input line:  {"seed": S, "rows": R, "cols": C, "mines": [flat index, ...],
//               "first": [row, col]}
// Output line: {"seed": S, "status": "won"|"lost"|"stuck", "clicks": [flat, ...],
//               "guesses": [[click position, chance of being safe], ...], "ms": T}
"use strict";

const fs = require("fs");
const path = require("path");
const readline = require("readline");
const vm = require("vm");

const SCRIPTS = [
    "Minesweeper/client/Board.js",
    "Minesweeper/client/Tile.js",
    "Minesweeper/client/solver_main.js",
    "Minesweeper/client/solver_probability_engine.js",
    "Minesweeper/client/Brute_force.js",
    "Minesweeper/client/BruteForceAnalysis.js",
    "Minesweeper/client/MinesweeperGame.js",
    "Minesweeper/client/SolutionCounter.js",
    "Minesweeper/client/EfficiencyHelper.js",
    "Minesweeper/client/FiftyFiftyHelper.js",
    "Minesweeper/client/LongTermRiskHelper.js",
    "Minesweeper/Utility/PrimeSieve.js",
    "Minesweeper/Utility/Binomial.js",
];

// The page globals the solver scripts read (main.js defines them in the page).
const STUBS = `
const BOMB = 9;
const HIDDEN = 10;
const FLAGGED = 11;
function showMessage(text) {}
async function sleep(msec) {}
let binomialCache;
let analysisMode = false;  // the page sets it while analysing a position, not in play
let board;  // the page's current board: LongTermRiskHelper reads it, not its argument
function setBoard(b) { board = b; }
`;

function load(checkout) {
    const quiet = {log() {}, warn() {}, info() {}, error: (...a) => process.stderr.write(a.join(" ") + "\n")};
    const context = vm.createContext({console: quiet, performance, BigInt, Math, Date, Map, Set, Promise,
                                      Object, Array, Number, String, Error, JSON, Symbol});
    vm.runInContext(STUBS, context, {filename: "stubs.js"});
    for (const script of SCRIPTS) {
        const file = path.join(checkout, script);
        vm.runInContext(fs.readFileSync(file, "utf8"), context, {filename: file});
    }
    vm.runInContext("binomialCache = new BinomialCache(5000, 500, new Binomial(65000, 500));",
                    context);
    // The page initialises the solver so (it sets solver.countSolutions).
    vm.runInContext("solver(null, null);", context);
    vm.runInContext("this.__api = {Board, solver, ACTION_CLEAR, ACTION_FLAG, ACTION_CHORD, "
                    + "PLAY_STYLE_NOFLAGS, setBoard};", context);
    return context.__api;
}

async function play(api, job) {
    const {rows, cols} = job;
    const mine = new Uint8Array(rows * cols);
    for (const i of job.mines) mine[i] = 1;
    const count = (i) => {
        const r = Math.floor(i / cols), c = i % cols;
        let n = 0;
        for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
            const rr = r + dr, cc = c + dc;
            if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) n += mine[rr * cols + cc];
        }
        return n;
    };
    // JSMinesweeper's board: x is the column, y the row, index y * width + x.
    const board = new api.Board(0, cols, rows, job.mines.length, job.seed, "zero");
    api.setBoard(board);
    const open = new Uint8Array(rows * cols);
    let left = rows * cols - job.mines.length;
    const clicks = [];
    const guesses = [];
    // Reveal one cell (and the area a 0 opens), as the game would: "lost" on a mine.
    const reveal = (index) => {
        clicks.push(index);
        if (mine[index]) return "lost";
        const stack = [index];
        while (stack.length) {
            const i = stack.pop();
            if (open[i]) continue;
            open[i] = 1;
            left--;
            const n = count(i);
            board.getTile(i).setValue(n);
            if (n === 0) {
                const r = Math.floor(i / cols), c = i % cols;
                for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
                    const rr = r + dr, cc = c + dc;
                    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && !open[rr * cols + cc]) {
                        stack.push(rr * cols + cc);
                    }
                }
            }
        }
        return left === 0 ? "won" : "in-play";
    };
    const options = {playStyle: api.PLAY_STYLE_NOFLAGS, verbose: false, advancedGuessing: true,
                     fullProbability: true, hardcore: false};
    const start = process.hrtime.bigint();
    let status = reveal(job.first[0] * cols + job.first[1]);
    let loops = 0;
    while (status === "in-play") {
        if (++loops > 10000) { status = "stuck"; break; }
        const actions = (await api.solver(board, options)).actions;
        for (let i = 0; i < actions.length && status === "in-play"; i++) {
            const action = actions[i];
            if (action.action === api.ACTION_CHORD || action.action === api.ACTION_FLAG) continue;
            if (i === 0 || action.prob === 1) {
                if (action.prob !== 1) guesses.push([clicks.length, action.prob]);
                status = reveal(board.xy_to_index(action.x, action.y));
            }
            if (action.prob !== 1) break;
        }
    }
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    return {seed: job.seed, status, clicks, guesses, ms};
}

async function main() {
    const checkout = process.argv[2];
    if (!checkout || !fs.existsSync(path.join(checkout, SCRIPTS[2]))) {
        process.stderr.write("usage: node versus_jsm_driver.js JSMINESWEEPER_CHECKOUT\n");
        process.exit(2);
    }
    const api = load(checkout);
    const lines = readline.createInterface({input: process.stdin});
    for await (const line of lines) {
        if (!line.trim()) continue;
        const result = await play(api, JSON.parse(line));
        process.stdout.write(JSON.stringify(result) + "\n");
    }
}

main();
