"""A small pre-LayerNorm Transformer encoder-decoder with an explicit KV-cache interface.

Hand-written (instead of transformers' T5) so that the exported decoder graph has plain tensor
inputs and outputs for the cache (self-attention K/V grow by one step, cross-attention K/V are
computed once by the encoder graph). transformers' cache objects do not survive the ONNX export
in that form, and a hand-written numpy decode loop needs exactly this interface.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import torch
from torch import nn


@dataclass
class Seq2SeqConfig:
    vocab_size: int = 8000
    d_model: int = 256
    heads: int = 4
    encoder_layers: int = 4
    decoder_layers: int = 3
    d_ff: int = 768
    max_positions: int = 256
    dropout: float = 0.1

    def to_dict(self) -> dict:
        return asdict(self)


def _split(x: torch.Tensor, heads: int) -> torch.Tensor:  # [B,T,D] -> [B,H,T,Dh]
    b, t, d = x.shape
    return x.view(b, t, heads, d // heads).transpose(1, 2)


def _attend(q, k, v, bias):  # noqa: ANN001, ANN202  q [B,H,Tq,Dh]; bias broadcast to [B,H,Tq,Tk]
    scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1]) + bias
    out = torch.softmax(scores, dim=-1) @ v
    b, h, t, dh = out.shape
    return out.transpose(1, 2).reshape(b, t, h * dh)


def _feed_forward(c: Seq2SeqConfig) -> nn.Sequential:
    return nn.Sequential(nn.Linear(c.d_model, c.d_ff), nn.GELU(), nn.Linear(c.d_ff, c.d_model))


class EncoderLayer(nn.Module):
    def __init__(self, c: Seq2SeqConfig) -> None:
        super().__init__()
        self.heads = c.heads
        self.norm1, self.norm2 = nn.LayerNorm(c.d_model), nn.LayerNorm(c.d_model)
        self.qkv = nn.Linear(c.d_model, 3 * c.d_model)
        self.out = nn.Linear(c.d_model, c.d_model)
        self.ff = _feed_forward(c)
        self.drop = nn.Dropout(c.dropout)

    def forward(self, x, bias):  # noqa: ANN001, ANN201
        q, k, v = self.qkv(self.norm1(x)).chunk(3, dim=-1)
        x = x + self.drop(self.out(_attend(_split(q, self.heads), _split(k, self.heads),
                                           _split(v, self.heads), bias)))
        return x + self.drop(self.ff(self.norm2(x)))


class DecoderLayer(nn.Module):
    def __init__(self, c: Seq2SeqConfig) -> None:
        super().__init__()
        self.heads = c.heads
        self.norm1, self.norm2, self.norm3 = (nn.LayerNorm(c.d_model) for _ in range(3))
        self.qkv = nn.Linear(c.d_model, 3 * c.d_model)
        self.self_out = nn.Linear(c.d_model, c.d_model)
        self.cross_q = nn.Linear(c.d_model, c.d_model)
        self.cross_kv = nn.Linear(c.d_model, 2 * c.d_model)
        self.cross_out = nn.Linear(c.d_model, c.d_model)
        self.ff = _feed_forward(c)
        self.drop = nn.Dropout(c.dropout)

    def cross_keys(self, memory):  # noqa: ANN001, ANN201
        k, v = self.cross_kv(memory).chunk(2, dim=-1)
        return _split(k, self.heads), _split(v, self.heads)

    def forward(self, x, self_bias, past_k, past_v, cross_k, cross_v, cross_bias):  # noqa: ANN001, ANN201
        q, k, v = self.qkv(self.norm1(x)).chunk(3, dim=-1)
        k = torch.cat([past_k, _split(k, self.heads)], dim=2)
        v = torch.cat([past_v, _split(v, self.heads)], dim=2)
        x = x + self.drop(self.self_out(_attend(_split(q, self.heads), k, v, self_bias)))
        cq = _split(self.cross_q(self.norm2(x)), self.heads)
        x = x + self.drop(self.cross_out(_attend(cq, cross_k, cross_v, cross_bias)))
        return x + self.drop(self.ff(self.norm3(x))), k, v


class Seq2Seq(nn.Module):
    def __init__(self, c: Seq2SeqConfig) -> None:
        super().__init__()
        self.config = c
        self.embed = nn.Embedding(c.vocab_size, c.d_model)
        self.enc_pos = nn.Embedding(c.max_positions, c.d_model)
        self.dec_pos = nn.Embedding(c.max_positions, c.d_model)
        self.encoder = nn.ModuleList(EncoderLayer(c) for _ in range(c.encoder_layers))
        self.decoder = nn.ModuleList(DecoderLayer(c) for _ in range(c.decoder_layers))
        self.enc_norm, self.dec_norm = nn.LayerNorm(c.d_model), nn.LayerNorm(c.d_model)
        self.drop = nn.Dropout(c.dropout)
        nn.init.normal_(self.embed.weight, std=0.02)

    @staticmethod
    def padding_bias(mask: torch.Tensor) -> torch.Tensor:  # [B,S] 1/0 -> [B,1,1,S]
        return (1.0 - mask[:, None, None, :].float()) * -1e9

    def encode(self, input_ids, attention_mask):  # noqa: ANN001, ANN201
        pos = torch.arange(input_ids.shape[1], device=input_ids.device)
        x = self.drop(self.embed(input_ids) * math.sqrt(self.config.d_model) + self.enc_pos(pos))
        bias = self.padding_bias(attention_mask)
        for layer in self.encoder:
            x = layer(x, bias)
        memory = self.enc_norm(x)
        cross = [layer.cross_keys(memory) for layer in self.decoder]
        return torch.stack([k for k, _ in cross]), torch.stack([v for _, v in cross])

    def decode(self, tokens, start, past_k, past_v, cross_k, cross_v, attention_mask):  # noqa: ANN001, ANN201
        """tokens [B,T] at positions start..start+T-1; past_* [L,B,H,P,Dh] with P == start."""
        t = tokens.shape[1]
        pos = torch.arange(t, device=tokens.device) + start
        x = self.drop(self.embed(tokens) * math.sqrt(self.config.d_model) + self.dec_pos(pos))
        total = past_k.shape[3] + t
        q_pos = torch.arange(t, device=tokens.device)[:, None] + past_k.shape[3]
        k_pos = torch.arange(total, device=tokens.device)[None, :]
        self_bias = ((k_pos > q_pos).float() * -1e9)[None, None]
        cross_bias = self.padding_bias(attention_mask)
        new_k, new_v = [], []
        for i, layer in enumerate(self.decoder):
            x, k, v = layer(x, self_bias, past_k[i], past_v[i], cross_k[i], cross_v[i], cross_bias)
            new_k.append(k)
            new_v.append(v)
        logits = self.dec_norm(x) @ self.embed.weight.T
        return logits, torch.stack(new_k), torch.stack(new_v)

    def empty_past(self, batch: int) -> torch.Tensor:
        c = self.config
        return torch.zeros((c.decoder_layers, batch, c.heads, 0, c.d_model // c.heads))

    def forward(self, input_ids, attention_mask, decoder_input_ids):  # noqa: ANN001, ANN201
        cross_k, cross_v = self.encode(input_ids, attention_mask)
        past = self.empty_past(input_ids.shape[0])
        logits, _, _ = self.decode(decoder_input_ids, 0, past, past, cross_k, cross_v,
                                   attention_mask)
        return logits


class EncoderGraph(nn.Module):
    """What encoder.onnx computes: cross-attention K/V of every decoder layer."""

    def __init__(self, model: Seq2Seq) -> None:
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask):  # noqa: ANN001, ANN201
        return self.model.encode(input_ids, attention_mask)


class DecoderGraph(nn.Module):
    """What decoder.onnx computes: one step with the self-attention cache."""

    def __init__(self, model: Seq2Seq) -> None:
        super().__init__()
        self.model = model

    def forward(self, token_ids, past_k, past_v, cross_k, cross_v, attention_mask):  # noqa: ANN001, ANN201
        start = past_k.shape[3]
        logits, k, v = self.model.decode(token_ids, start, past_k, past_v, cross_k, cross_v,
                                         attention_mask)
        return logits[:, -1, :], k, v
