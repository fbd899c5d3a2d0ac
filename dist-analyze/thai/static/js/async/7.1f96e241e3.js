"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([[7],{nJ(e,t,i){var a=i("S");let n={list:"/api/statement",slips:"/api/statement/slip"};i.d(t,{},{k:{list:e=>(0,a.bE)(n.list,e),slips:e=>(0,a.bE)(n.slips,e),slipReference:e=>(0,a.Jt)(`/api/statement/slip/reference/${encodeURIComponent(e)}`)},w:n})},QK(e,t,i){var a=i("u"),n=i("mc"),r=i("jb"),s=i("H4");i.d(t,{},{u:function(){var e;let t=(0,n.tz)(),i=(e=(0,s.vT)().data?.bankAccount,e?.currency==="LAK"?"LAK":"BAHT"),l=(0,a.useCallback)(e=>t.formatMessage({id:"money.amount"},{amount:(0,r.ej)(e),currency:i}),[t,i]);return(0,a.useMemo)(()=>({currency:i,format:l,unit:t.formatMessage({id:"money.unit"},{currency:i})}),[i,l,t])}})},Z8(e,t,i){i.r(t),i.d(t,{PAGE_SIZE:()=>S,StatementScreen:()=>C});var a=i("w"),n=i("A"),r=i("a"),s=i("u"),l=i("mc"),d=i("VH"),o=i("nJ"),u=i("S"),c=i("Vh"),p=i("ww"),m=i("vM"),g=i("Q"),h=i("WR"),f=i("i"),b=i("QK"),x=i("jb");let y={success:{id:"statement.status.success"},failed:{id:"statement.status.failed"},pending:{id:"statement.status.pending"}},Y={deposit:{id:"statement.type.deposit"},bonus:{id:"statement.type.bonus"},finish_bonus:{id:"statement.type.finish_bonus"},withdraw:{id:"statement.type.withdraw"},transfer:{id:"statement.type.transfer"}},w=["bonus","promotion","invite","refund","luckydraw"],A={bonus:{id:"statement.link.bonus"},promotion:{id:"statement.link.promotion"},invite:{id:"statement.link.invite"},refund:{id:"statement.link.refund"},luckydraw:{id:"statement.link.luckydraw"}};var M=i("Y");let v={success:M.Sr,failed:e=>(0,a.Y)(M.BS,{...e,children:(0,a.Y)("path",{d:"M6 6l12 12M18 6 6 18"})}),pending:e=>(0,a.FD)(M.BS,{...e,children:[(0,a.Y)("circle",{cx:"12",cy:"12",r:"9"}),(0,a.Y)("path",{d:"M12 7v5l3 2"})]})};function k(e){let{kind:t}=e,i=(0,n.u)(),s="success"===t?i.success:"failed"===t?i.danger:i.warning,d=v[t];return(0,a.FD)("span",{"data-status":t,css:(0,r.AH)`
        display: inline-flex;
        align-items: center;
        gap: 4px;
        padding: 1px 8px;
        border-radius: 999px;
        border: 1px ${"pending"===t?"dashed":"solid"} ${s};
        color: ${s};
        font-size: 13px;
        font-weight: 600;
      `,children:[(0,a.Y)(d,{size:14}),(0,a.Y)(l.sA,{...y[t]})]})}function $(e){var t;let{row:i,accountName:s}=e,d=(0,n.u)(),o=(0,l.tz)(),u=(0,b.u)(),c=Y[i.statementType],p=(0,x.gl)(i.statementType),m=w.flatMap(e=>{let t=i[e]?.description;return t?[{kind:e,description:t}]:[]}),g=(0,r.AH)`color: ${d.textMuted};`;return(0,a.FD)("article",{css:(0,r.AH)`
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 4px 12px;
        min-height: ${96}px;
        padding: 10px 12px;
        border-radius: ${d.radius};
        background: ${d.surface};
        font-size: 14px;
      `,children:[(0,a.Y)("strong",{css:(0,r.AH)`font-size: 15px;`,children:c?o.formatMessage(c):i.statementType}),(0,a.FD)("strong",{css:(0,r.AH)`
          text-align: end;
          font-size: 15px;
          font-variant-numeric: tabular-nums;
          color: ${"+"===p?d.success:d.text};
        `,children:[p,u.format(i.amount)]}),(0,a.Y)("span",{children:(0,a.Y)(k,{kind:"SUCCESS"===(t=i.status)?"success":"FAILED"===t?"failed":"pending"})}),(0,a.Y)("time",{dateTime:i.createdAt,css:[g,(0,r.AH)`text-align: end;`],children:(0,x.r6)(i.createdAt)}),(0,a.FD)("p",{css:(0,r.AH)`grid-column: 1 / -1; margin: 0; overflow-wrap: break-word;`,children:[(0,a.Y)("span",{css:g,children:(0,a.Y)(l.sA,{id:"statement.from"})})," ",s(i.from),(0,a.Y)("span",{"aria-hidden":"true",css:[g,(0,r.AH)`margin: 0 6px;`],children:"→"}),(0,a.Y)("span",{css:g,children:(0,a.Y)(l.sA,{id:"statement.to"})})," ",s(i.to)]}),m.map(e=>{let{kind:t,description:i}=e;return(0,a.Y)("p",{css:[g,(0,r.AH)`grid-column: 1 / -1; margin: 0; overflow-wrap: break-word;`],children:o.formatMessage({id:"statement.linked"},{kind:o.formatMessage(A[t]),description:i})},t)})]})}var H=i("H4");let S=10;function C(){let e,t,i=(0,n.u)(),b=(0,l.tz)(),x=(0,c.r_)(),y=(e=(0,l.tz)(),t=(0,H.vT)().data?.slots,(0,s.useCallback)(i=>{if("WALLET"===i.toUpperCase())return e.formatMessage({id:"statement.wallet"});let a=t?.find(e=>e.code.toLowerCase()===i.toLowerCase());return a?.name??i},[e,t])),[Y,w]=(0,s.useState)(1),A=(0,d.u)((0,p.Z)(o.w.list,Y),e=>{let[,t]=e;return(0,u.oA)(o.k.list({page:t,limit:S}))},{keepPreviousData:!0}),M=A.data?.statements,v=A.isLoading||A.isValidating&&!A.error,k=null;return M&&M.length>0?k=(0,a.Y)("ul",{"aria-label":b.formatMessage({id:"statement.list"}),"aria-busy":v||void 0,css:(0,r.AH)`
          display: grid;
          gap: 8px;
          margin: 0;
          padding: 0;
          list-style: none;
          opacity: ${v?.6:1};
          transition: opacity 0.15s;
        `,children:M.map(e=>(0,a.Y)("li",{children:(0,a.Y)($,{row:e,accountName:y})},e._id))}):M?k=(0,a.Y)("p",{css:(0,r.AH)`margin: 0; padding: 24px 0; text-align: center; color: ${i.textMuted};`,children:(0,a.Y)(l.sA,{id:"statement.empty"})}):A.error||(k=(0,a.Y)("div",{css:(0,r.AH)`display: grid; place-items: center; min-height: ${288}px;`,children:(0,a.Y)(f.y,{label:b.formatMessage({id:"ui.loading"})})})),(0,a.FD)(g.Y,{title:(0,a.Y)(l.sA,{id:"statement.title"}),actions:x.has("slipStatus")?(0,a.Y)(m.$,{variant:"secondary",onClick:()=>x.open("slipStatus"),children:(0,a.Y)(l.sA,{id:"statement.slipStatus"})}):null,children:[A.error?(0,a.FD)("div",{role:"alert",css:(0,r.AH)`display: grid; gap: 8px; justify-items: start; margin-bottom: 12px;`,children:[(0,a.Y)("p",{css:(0,r.AH)`margin: 0; color: ${i.danger};`,children:(0,a.Y)(l.sA,{id:"statement.failed"})}),(0,a.Y)(m.$,{variant:"secondary",loading:A.isValidating,onClick:()=>void A.mutate(),children:(0,a.Y)(l.sA,{id:"ui.retry"})})]}):null,k,(0,a.Y)(h.d,{page:Y,total:A.data?.total??0,pageSize:S,onChange:e=>{w(e),window.scrollTo({top:0})},label:b.formatMessage({id:"statement.pages"})})]})}},jb(e,t,i){var a=i("Z");let n=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});function r(e){return String(e).padStart(2,"0")}function s(e){let t=new Date(e);return Number.isNaN(t.getTime())?"":`${r(t.getDate())}/${r(t.getMonth()+1)}/${t.getFullYear()} ${r(t.getHours())}:${r(t.getMinutes())}:${r(t.getSeconds())}`}let l=[["year",31536e3],["month",2592e3],["day",86400],["hour",3600],["minute",60],["second",1]];i.d(t,{},{Yq:function(e){return s(e).slice(0,10)},ak:function(e,t,i){let n=(0,a.uE)(i);if(0===Intl.RelativeTimeFormat.supportedLocalesOf(n).length)return new Intl.DateTimeFormat(n,{hour:"2-digit",minute:"2-digit"}).format(e);let{value:r,unit:s}=function(e,t){let i=Math.max(0,Math.floor((t-e)/1e3));for(let[e,t]of l)if(i>=t)return{value:Math.floor(i/t),unit:e};return{value:0,unit:"second"}}(e,t);return new Intl.RelativeTimeFormat(n,{numeric:"always"}).format(-r,s)},ej:function(e){let t=Math.round(100*Math.abs(e)+100*Number.EPSILON),i=Math.sign(e)*t/100;return n.format(Object.is(i,-0)?0:i)},gl:function(e){return"deposit"===e||"bonus"===e?"+":"withdraw"===e?"-":""},m3:function(e){return/^\d{10}$/.test(e)?`${e.slice(0,3)}-${e.slice(3,6)}-${e.slice(6)}`:e},r6:s,zt:function(e,t){let i=Math.max(0,Math.ceil((e-t)/1e3));return`${r(Math.floor(i/60))}:${r(i%60)}`}})},WR(e,t,i){i.d(t,{d:()=>l});var a=i("w"),n=i("A"),r=i("a"),s=i("mc");function l(e){let{page:t,total:i,pageSize:l,onChange:d,label:o}=e,u=(0,n.u)(),c=(0,s.tz)(),p=i>0?Math.ceil(i/l):0;if(p<=1)return null;let m=e=>(0,r.AH)`
    /* 44 px: the touch-target minimum (README). */
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${e?u.primary:u.border};
    background: ${e?u.primary:u.surfaceAlt};
    color: ${e?u.onPrimary:u.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  `;return(0,a.Y)("nav",{"aria-label":o??c.formatMessage({id:"ui.pagination"}),children:(0,a.FD)("ul",{css:(0,r.AH)`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 6px;
          list-style: none;
          padding: 0;
          margin: 12px 0 0;
        `,children:[(0,a.Y)("li",{children:(0,a.Y)("button",{type:"button",css:m(!1),disabled:t<=1,onClick:()=>d(t-1),"aria-label":c.formatMessage({id:"ui.previousPage"}),children:"‹"})}),(function(e,t){let i=arguments.length>2&&void 0!==arguments[2]?arguments[2]:3,a=arguments.length>3&&void 0!==arguments[3]?arguments[3]:1;if(t<=0)return[];let n=Math.min(Math.max(1,e),t),r=Math.max(1,n-i),s=Math.min(t,n+a),l=[];r>1&&(l.push(1),r>2&&l.push("gap"));for(let e=r;e<=s;e++)l.push(e);return s<t&&(s<t-1&&l.push("gap"),l.push(t)),l})(t,p).map((e,i)=>"gap"===e?(0,a.Y)("li",{"aria-hidden":!0,css:(0,r.AH)`align-self: center;`,children:"…"},`gap-${i}`):(0,a.Y)("li",{children:(0,a.Y)("button",{type:"button",css:m(e===t),"aria-current":e===t?"page":void 0,"aria-label":c.formatMessage({id:"ui.page"},{page:e}),onClick:()=>d(e),children:e})},e)),(0,a.Y)("li",{children:(0,a.Y)("button",{type:"button",css:m(!1),disabled:t>=p,onClick:()=>d(t+1),"aria-label":c.formatMessage({id:"ui.nextPage"}),children:"›"})})]})})}}}]);
//# sourceMappingURL=7.1f96e241e3.js.map